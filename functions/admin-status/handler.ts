import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';

/**
 * admin-status: GET or POST with the caller's session → `{ isAdmin, email }`.
 * The answer comes from `public.is_admin()` run under the caller's own role and claims, so the
 * browser learns exactly what the database will enforce. 401 `not_signed_in` for anonymous callers.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  const claims = signedInClaims(request);
  const { data, error, status } = await createCallerClient(request, env).rpc('is_admin');
  if (error) {
    if (error.code === 'PGRST301') throw new FunctionError('not_signed_in', `The session was not accepted: ${error.message}`);
    throw databaseFailure('is_admin', { error, status });
  }
  return Response.json({ isAdmin: data === true, email: claims.email ?? null });
});
