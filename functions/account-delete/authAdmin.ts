import { createClient } from '@supabase/supabase-js';
import type { FunctionEnv } from '../_shared/env.ts';
import { FunctionError } from '../_shared/errors.ts';

/**
 * Why the service role: GoTrue lets no user delete their own account; deleting one is the Auth
 * admin API's alone (`DELETE /auth/v1/admin/users/{id}`), which only the service role key may
 * call. It is used for that one call, for the account the caller's own token has just proven to
 * be theirs. An account already gone counts as deleted, so a retried request ends well; a
 * refusal (a wrong key) is a fault of the deployment, answered 500 and logged.
 */
export async function deleteAuthAccount(env: FunctionEnv, userId: string): Promise<void> {
  if (!env.SUPABASE_SERVICE_ROLE_KEY)
    throw new FunctionError('not_available', 'Deleting an account needs SUPABASE_SERVICE_ROLE_KEY in the functions’ environment.');
  const admin = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    global: { fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.admin;
  const { error } = await admin.deleteUser(userId);
  if (!error || error.status === 404) return;
  if (!error.status || error.status >= 500)
    throw new FunctionError('service_unavailable', 'The account could not be deleted just now. Please try again in a moment.', {
      cause: error,
    });
  throw new Error(`The Auth admin API refused to delete the account: ${error.status} ${error.code ?? ''} ${error.message}`, {
    cause: error,
  });
}
