import type { SupabaseClient, User } from '@supabase/supabase-js';
import { FunctionError } from '../errors.ts';
import { bearerToken } from '../http/projectJwt.ts';

/**
 * The caller's account as Auth holds it, asked with their own token: Auth checks that the token's
 * session is still live (a signed-out device is refused) and that the account still exists, which
 * the gateway's signature check alone does not.
 */
export async function callerAccount(request: Request, caller: SupabaseClient): Promise<User> {
  const { data, error } = await caller.auth.getUser(bearerToken(request.headers));
  if (data.user) return data.user;
  const status = error?.status ?? 0;
  if (status === 0 || status >= 500)
    throw new FunctionError('service_unavailable', 'Sign-in cannot be reached just now. Please try again in a moment.', { cause: error });
  throw new FunctionError('not_signed_in', `The session was not accepted: ${error?.message ?? 'no account'}. Sign in again.`);
}
