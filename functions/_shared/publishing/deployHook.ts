import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import type { FunctionEnv } from '../env.ts';
import { FunctionError } from '../errors.ts';
import { type SiteBuild, type SiteBuildRow, siteBuildColumns, siteBuildOf } from './siteBuild.ts';

/**
 * Asks for a rebuild of the public site: through the embedded backend's rebuilder when there is
 * one (locally), else by POSTing to the static host's deploy hook (production), recorded in
 * `public.site_builds` as `requested` (or `failed`, with the host's answer, when it refused).
 * `service` writes that record: the table is the server's to write, the admin's to read.
 */
export async function requestSiteBuild(env: FunctionEnv, service: () => SupabaseClient): Promise<SiteBuild> {
  if (env.rebuild) return env.rebuild.request();
  if (!env.DEPLOY_HOOK_URL) {
    throw new FunctionError(
      'not_available',
      'The site cannot be rebuilt from here: set DEPLOY_HOOK_URL (your static host’s deploy hook) as a function secret, or run the site with `npm start`, which rebuilds it itself.',
    );
  }
  const error = await callDeployHook(env);
  const at = new Date().toISOString();
  const row: Record<string, string | null> = error
    ? { state: 'failed', started_at: at, finished_at: at, error }
    : { state: 'requested', started_at: at, finished_at: null, error: null };
  const { data, error: failure, status } = await service().from('site_builds').insert(row).select(siteBuildColumns).single<SiteBuildRow>();
  if (failure) throw databaseFailure('recording a site build', { error: failure, status });
  return siteBuildOf(data);
}

/** POSTs to the deploy hook; answers why it failed, or null when the host accepted it. */
async function callDeployHook(env: FunctionEnv): Promise<string | null> {
  try {
    // The runtime's own fetch: env.fetch may be pointed at the backend itself.
    const response = await (env.providerFetch ?? fetch)(env.DEPLOY_HOOK_URL as string, {
      method: 'POST',
      signal: AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    if (response.ok) return null;
    return `The static host’s deploy hook answered ${response.status}: check DEPLOY_HOOK_URL and the host’s deploys. The previous site is still live.`;
  } catch (error) {
    return `The static host’s deploy hook could not be reached (${error instanceof Error ? error.message : String(error)}). The previous site is still live.`;
  }
}
