import { backendConfig, type BackendEnv } from '../auth/backendConfig.ts';

/** The switches the build bakes into the static pages. */
export interface StaticPageSwitches {
  leadPopups: boolean;
}

/** What the pages do when the build cannot ask: as they did before there were switches. */
export const defaultStaticPageSwitches: StaticPageSwitches = { leadPopups: true };

export interface StaticSwitchDeps {
  env: BackendEnv & { PUBLIC_SITE_URL?: string };
  fetch: typeof fetch;
  log(line: string): void;
  timeoutMs?: number;
}

/**
 * Reads, once per build, the owner's switches that change static pages (lead popups on or off)
 * from the backend the site will call: hosted Supabase when PUBLIC_SUPABASE_URL is set, else the
 * embedded backend on the site's own origin when it is running. Readers never ask: the answer is
 * in the pages, so a switch flipped now takes effect with the next build. A backend that cannot
 * be reached, or an answer of another shape, leaves the defaults, and the build says so.
 */
export async function readStaticPageSwitches({ env, fetch, log, timeoutMs = 3000 }: StaticSwitchDeps): Promise<StaticPageSwitches> {
  const { url, anonKey } = backendConfig(env, env.PUBLIC_SITE_URL ?? '');
  if (!url) return defaultStaticPageSwitches;
  const endpoint = `${url.replace(/\/$/, '')}/rest/v1/rpc/static_page_switches`;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = response.ok ? await response.json() : null;
    const leadPopups = (body as { lead_popups?: unknown } | null)?.lead_popups;
    if (typeof leadPopups !== 'boolean') throw new Error(`answered ${response.status} without a lead_popups flag`);
    log(`Site switches read from ${url}: lead popups ${leadPopups ? 'on' : 'off'}.`);
    return { leadPopups };
  } catch (error) {
    log(`Site switches not read from ${url} (${error instanceof Error ? error.message : String(error)}): lead popups on, the default.`);
    return defaultStaticPageSwitches;
  }
}

let once: Promise<StaticPageSwitches> | undefined;

/** The build's one reading, shared by every page it renders. */
export function buildStaticPageSwitches(): Promise<StaticPageSwitches> {
  once ??= readStaticPageSwitches({ env: process.env, fetch: globalThis.fetch, log: (line) => console.log(line) });
  return once;
}
