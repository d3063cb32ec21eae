import { requireAdmin } from '../_shared/adminCaller.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { deployedFunctions } from '../_shared/deployedFunctions.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { providerChecks } from './providerProbes.ts';
import { type StatusCheck, timed } from './statusCheck.ts';
import { storageCheck } from './storageCheck.ts';

const timeoutMs = 5000;

/**
 * system-status: GET by the admin → `{ checks: [{ id, name, ok, latencyMs, detail }], functionsVersion }`,
 * every part checked live, at once: the database (a query as the caller), auth (its health
 * endpoint), every function (a CORS preflight, which each answers without doing any work), the
 * mail sender and each AI provider (configured or not, and whether it answers), and file storage
 * (its buckets and policies, read-only: see storageCheck.ts). `ok: null` means nothing to check; only `false` is a failure. `functionsVersion` is
 * the source version these functions were deployed with (null when the deploy did not set it).
 * 401 signed out, 403 not the admin.
 */
export const handle = serveHandler(['GET'], async (request, env) => {
  signedInClaims(request);
  const caller = createCallerClient(request, env);
  await requireAdmin(caller, 'System status');
  const base = env.SUPABASE_URL.replace(/\/$/, '');
  const answered = (response: Response, expected: string) => {
    void response.body?.cancel();
    return { ok: response.ok, detail: response.ok ? expected : `Answered ${response.status}` };
  };
  const checks: Promise<StatusCheck>[] = [
    timed('database', 'Database', timeoutMs, async () => {
      const { error, status } = await caller.rpc('is_admin');
      return { ok: !error, detail: error ? `Answered ${status}: ${error.message}` : 'Answered a query' };
    }),
    timed('auth', 'Auth', timeoutMs, async (signal) =>
      answered(await env.fetch(`${base}/auth/v1/health`, { headers: { apikey: env.SUPABASE_ANON_KEY }, signal }), 'Healthy'),
    ),
    ...deployedFunctions.map((name) =>
      timed(`function:${name}`, `Function ${name}`, timeoutMs, async (signal) =>
        answered(await env.fetch(`${base}/functions/v1/${name}`, { method: 'OPTIONS', signal }), 'Answering'),
      ),
    ),
    ...providerChecks(env, timeoutMs),
    storageCheck(caller, timeoutMs),
  ];
  return Response.json({ checks: await Promise.all(checks), functionsVersion: env.FUNCTIONS_VERSION ?? null });
});
