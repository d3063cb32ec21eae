import { describeAuthError, type AuthErrorLike, type AuthProblem } from './authProblem.ts';
import { getSupabase, lastRetryAfterSeconds } from './supabaseClient.ts';
import type { Credentials } from './credentials.ts';

export type AuthResult = { ok: true } | { ok: false; problem: AuthProblem };

/** Sign-up answers the same for a new and a registered address, so nobody can probe accounts. */
const alreadyRegisteredCodes = new Set(['user_already_exists', 'email_exists']);

/** Runs one supabase-js auth call and says how it went, in the words the forms show. */
export async function attemptAuth(
  call: () => Promise<{ error: AuthErrorLike | null }>,
  isFine = (_: AuthErrorLike) => false,
): Promise<AuthResult> {
  try {
    const { error } = await call();
    if (!error || isFine(error)) return { ok: true };
    return { ok: false, problem: describeAuthError(error, lastRetryAfterSeconds()) };
  } catch (error) {
    console.error('The auth request could not be sent.', error);
    return { ok: false, problem: describeAuthError({ name: 'AuthRetryableFetchError', status: 0 }) };
  }
}

export function signInWithPassword({ email, password }: Credentials): Promise<AuthResult> {
  return attemptAuth(async () => (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password }));
}

/** `returnTo`: the whole address of the page the confirmation mail leads back to, on this site. */
export function signUpWithPassword({ email, password }: Credentials, returnTo?: string): Promise<AuthResult> {
  return attemptAuth(
    async () => (await getSupabase()).auth.signUp({ email: email.trim(), password, options: { emailRedirectTo: returnTo } }),
    (error) => alreadyRegisteredCodes.has(error.code ?? ''),
  );
}

export function resendConfirmation(email: string, returnTo?: string): Promise<AuthResult> {
  return attemptAuth(async () =>
    (await getSupabase()).auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: returnTo } }),
  );
}

/** The link types a confirmation mail carries; the password reset's is passwordActions.ts's. */
export interface ConfirmLink {
  token_hash: string;
  type: 'signup' | 'email';
}

/** The confirmation link's parameters from a query string, or null when one is missing or of another kind. */
export function readConfirmLink(search: string): ConfirmLink | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  if (!tokenHash || (type !== 'signup' && type !== 'email')) return null;
  return { token_hash: tokenHash, type };
}

export function confirmEmail(link: ConfirmLink): Promise<AuthResult> {
  return attemptAuth(async () => (await getSupabase()).auth.verifyOtp(link));
}
