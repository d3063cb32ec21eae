import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { FunctionError } from '../_shared/errors.ts';
import { requestSiteBuild } from '../_shared/publishing/deployHook.ts';
import { type SiteBuildRow, siteBuildColumns, siteBuildOf } from '../_shared/publishing/siteBuild.ts';
import { serveHandler } from '../_shared/serveHandler.ts';

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * site-rebuild, admin only (401 signed out, 403 not the admin):
 * - POST `{}` → `{ build }`: asks for a rebuild of the public site after a publish. Locally the
 *   embedded backend's rebuilder queues it (a request while one waits joins it); in production the
 *   static host's deploy hook is called and the build is `requested`. 501 `not_available` when
 *   there is neither, saying what to set.
 * - GET `?id=N` → `{ build }`: how that build is doing; 404 for an unknown id.
 * Why the service role: the builds' record is the server's to write (the admin only reads it),
 * so the production record of a hook call is written with it, after the admin check.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  signedInClaims(request);
  const caller = createCallerClient(request, env);
  await requireAdmin(caller, 'Rebuilding the site');
  if (request.method === 'POST') {
    await readJsonBody(request, z.strictObject({}), 256);
    return Response.json({ build: await requestSiteBuild(env, () => serviceClient(env)) });
  }
  const rawId = new URL(request.url).searchParams.get('id');
  const id = idSchema.safeParse(rawId ?? undefined);
  if (!id.success)
    throw new FunctionError(
      'validation_failed',
      `Expected ?id=<a build number>; received ${rawId === null ? 'none' : `"${rawId.slice(0, 40)}"`}.`,
    );
  const { data, error, status } = await caller.from('site_builds').select(siteBuildColumns).eq('id', id.data).maybeSingle<SiteBuildRow>();
  if (error) throw databaseFailure('reading a site build', { error, status });
  if (!data) throw new FunctionError('not_found', `There is no site build number ${id.data}.`);
  return Response.json({ build: siteBuildOf(data) });
});

function serviceClient(env: FunctionEnv) {
  if (!env.SUPABASE_SERVICE_ROLE_KEY) {
    throw new FunctionError('not_available', 'Recording a site build needs SUPABASE_SERVICE_ROLE_KEY in the functions’ environment.');
  }
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    global: { fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
