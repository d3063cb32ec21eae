import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../../functions/_shared/env.ts';
import type { Handler } from '../../../functions/_shared/serveHandler.ts';
import { freePort } from '../../../scripts/freePort.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { signToken } from '../support/users.ts';
import { clientError } from './support/invoke.ts';

// An outage is not the caller's fault and not a bug: 503, so browsers and queues try again later,
// and an error in the logs with its cause. The handlers run here as the platform runs them, with
// their API at an address where nothing answers, as when the database and its API are down.
let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());
afterEach(() => vi.restoreAllMocks());

const handlerOf = async (name: string) => ((await import(`../../../functions/${name}/handler.ts`)) as { handle: Handler }).handle;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://functions.test/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const token = 'a'.repeat(43);
const calls: Record<string, () => Promise<Request>> = {
  'analytics-orchestrator': async () =>
    post({
      events: [{ event: 'page_view', data: { sessionId: 's-1', timestamp: '2026-11-20T10:00:00Z', url: 'https://example.test/' } }],
      batchId: randomUUID(),
      timestamp: '2026-11-20T10:00:05Z',
    }),
  'firstparty-analytics': async () =>
    post({ type: 'feature_use', session_id: 's-1', payload: { feature: 'chart' }, context: { locale: 'en' }, event_id: randomUUID() }),
  'contact-submit': async () => post({ name: 'Dana', email: 'dana@example.test', message: 'Hello there.' }),
  'newsletter-subscribe': async () => post({ email: 'reader@example.test' }),
  'newsletter-confirm': async () => post({ token }),
  'newsletter-unsubscribe': async () => post({ token }),
  'admin-status': async () =>
    new Request('http://functions.test/', {
      headers: {
        Authorization: `Bearer ${await signToken('any secret', { sub: randomUUID(), role: 'authenticated', email: 'a@example.test' })}`,
      },
    }),
};

describe('when the database cannot be reached', () => {
  it.each(Object.keys(calls))('%s answers 503 service_unavailable and logs the cause', async (name) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deadApi = `http://127.0.0.1:${await freePort()}`;
    const env = readEnv(
      {
        SUPABASE_URL: deadApi,
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_SERVICE_ROLE_KEY: 'service',
        SITE_URL: 'http://site.test',
        RATE_LIMITS: 'on',
      },
      fetch,
      { send: async () => {} },
    );
    const response = await (await handlerOf(name))(await calls[name]!(), env);
    expect(await clientError(response)).toEqual({ status: 503, code: 'service_unavailable' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Answered service_unavailable'), expect.objectContaining({ status: 0 }));
  });
});

describe('when the mail provider is down', () => {
  it('newsletter-subscribe answers 503, logs the cause, and lets the next attempt send at once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const providerDown = new Error('The email API answered 502');
    const env = readEnv(
      { SUPABASE_URL: test.url, SUPABASE_ANON_KEY: test.anonKey, SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey, SITE_URL: test.url },
      fetch,
      {
        send: async () => {
          throw providerDown;
        },
      },
    );
    const email = 'unlucky@example.test';
    const response = await (await handlerOf('newsletter-subscribe'))(post({ email }), env);
    expect(await clientError(response)).toEqual({ status: 503, code: 'service_unavailable' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Answered service_unavailable'), providerDown);
    const { rows } = await test.backend.deps.db.query('select last_mail_sent_at from public.newsletter_subscribers where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ last_mail_sent_at: null }]);
  });
});
