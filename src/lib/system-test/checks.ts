import type { SupabaseClient } from '@supabase/supabase-js';
import { deployedFunctions } from '../../../functions/_shared/deployedFunctions.ts';

/**
 * The end-to-end checks of /system-test, written against the live backend's public API only
 * (supabase-js and the functions' URLs), so the page runs them in the browser and an integration
 * test runs the very same checks from Node, with a part stopped, to see one fail.
 */
export interface SystemTestContext {
  /** The admin's signed-in client: it holds the session whose refresh is checked. */
  supabase: SupabaseClient;
  /** The backend's origin, e.g. https://<ref>.supabase.co, or the site's own locally. */
  backendUrl: string;
  anonKey: string;
  /** The site's origin, for the test event's page address. */
  siteUrl: string;
  fetch: typeof fetch;
  randomUUID(): string;
}

export interface SystemTestCheck {
  id: string;
  name: string;
  /** Resolves with what was seen when the check passes; throws with what went wrong when it fails. */
  run(context: SystemTestContext): Promise<string>;
}

export interface CheckResult {
  id: string;
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

async function accessToken(context: SystemTestContext): Promise<string> {
  const { data } = await context.supabase.auth.getSession();
  if (!data.session) throw new Error('There is no session: sign in again.');
  return data.session.access_token;
}

async function answerOf(response: Response): Promise<string> {
  const text = await response.text();
  return `answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

const tokenRefresh: SystemTestCheck = {
  id: 'token-refresh',
  name: 'Token refresh',
  async run({ supabase }) {
    const { data, error } = await supabase.auth.refreshSession();
    if (error || !data.session) throw new Error(`The session could not be refreshed: ${error?.message ?? 'no session came back'}`);
    return `A new access token, valid until ${new Date((data.session.expires_at ?? 0) * 1000).toISOString()}`;
  },
};

const adminRead: SystemTestCheck = {
  id: 'admin-read',
  name: 'An admin read',
  async run({ supabase }) {
    const { data, error } = await supabase.rpc('admin_applied_migrations');
    if (error) throw new Error(`The admin read failed: ${error.message}`);
    return `Read the ${(data as unknown[]).length} applied migrations`;
  },
};

const functionAnswers = (name: string): SystemTestCheck => ({
  id: `function:${name}`,
  name: `Function ${name} answers`,
  async run(context) {
    const response = await context.fetch(`${context.backendUrl}/functions/v1/${name}`, { method: 'OPTIONS' });
    if (!response.ok) throw new Error(`The function ${await answerOf(response)}`);
    return `Answered ${response.status}`;
  },
});

const testMail: SystemTestCheck = {
  id: 'test-mail',
  name: 'A test mail to the admin',
  async run(context) {
    const response = await context.fetch(`${context.backendUrl}/functions/v1/system-test-mail`, {
      method: 'POST',
      headers: { apikey: context.anonKey, Authorization: `Bearer ${await accessToken(context)}` },
    });
    if (!response.ok) throw new Error(`system-test-mail ${await answerOf(response)}`);
    const { to } = (await response.json()) as { to?: string };
    return `Sent to ${to ?? 'the admin'}`;
  },
};

const analyticsEvent: SystemTestCheck = {
  id: 'analytics-event',
  name: 'An analytics event stored and removed',
  async run(context) {
    const batchId = context.randomUUID();
    const timestamp = new Date().toISOString();
    const event = {
      event: 'feature_use',
      data: { sessionId: `system-test-${context.randomUUID()}`, timestamp, url: `${context.siteUrl}/system-test`, feature: 'system_test' },
    };
    // Sent as the browser's queue sends events: the anon key, the real function, the real table.
    const sent = await context.fetch(`${context.backendUrl}/functions/v1/analytics-orchestrator`, {
      method: 'POST',
      headers: { apikey: context.anonKey, Authorization: `Bearer ${context.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [event], batchId, timestamp }),
    });
    if (sent.status !== 202) throw new Error(`analytics-orchestrator ${await answerOf(sent)}`);
    const stored = await context.supabase.from('analytics_events').select('id').eq('batch_id', batchId);
    const found = stored.data?.length ?? 0;
    if (stored.error || found !== 1) throw new Error(`The event was not found stored: ${stored.error?.message ?? `${found} rows`}`);
    const removed = await context.supabase.rpc('admin_remove_system_test_batch', { p_batch_id: batchId });
    if (removed.error || removed.data !== 1)
      throw new Error(`The event was not removed: ${removed.error?.message ?? `${removed.data} rows`}`);
    return `Stored and removed batch ${batchId}`;
  },
};

/** Every check, in the order the page shows them. */
export const systemTestChecks: readonly SystemTestCheck[] = [
  tokenRefresh,
  adminRead,
  ...deployedFunctions.map(functionAnswers),
  testMail,
  analyticsEvent,
];

/** Runs one check and times it; a failure is a result, never a throw. */
export async function runCheck(check: SystemTestCheck, context: SystemTestContext, now: () => number): Promise<CheckResult> {
  const started = now();
  try {
    const detail = await check.run(context);
    return { id: check.id, name: check.name, ok: true, ms: Math.round(now() - started), detail };
  } catch (error) {
    return {
      id: check.id,
      name: check.name,
      ok: false,
      ms: Math.round(now() - started),
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}
