/**
 * The password's calls to Supabase Auth, as the reset and account pages make them: asking for a
 * reset link (`resetPasswordForEmail`, answered alike for every address), opening the mailed link
 * (`verifyOtp({ type: 'recovery' })`, which signs in and which supabase-js announces as
 * PASSWORD_RECOVERY), and setting a password (`updateUser`), with the current one when signed in
 * with it: the server asks for it, as hosted Auth's "Require current password" setting does.
 */
import { attemptAuth, type AuthResult } from './authActions.ts';
import type { AuthProblem } from './authProblem.ts';
import { getSupabase } from './supabaseClient.ts';

export interface RecoveryLink {
  token_hash: string;
  type: 'recovery';
}

const resetLinkExpired: AuthProblem = {
  title: 'Link expired',
  message: 'This reset link is invalid, was used already or has expired (it works for one hour). Ask for a new one below.',
};

const resetLinkIncomplete: AuthProblem = {
  title: 'This link is incomplete',
  message: 'Part of the reset link is missing. Open the link straight from the email, or ask for a new one below.',
};

export function requestPasswordReset(email: string): Promise<AuthResult> {
  return attemptAuth(async () => (await getSupabase()).auth.resetPasswordForEmail(email.trim()));
}

/** The reset link's parameters from a query string, or null when one is missing or of another kind. */
export function readRecoveryLink(search: string): RecoveryLink | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash');
  return tokenHash && params.get('type') === 'recovery' ? { token_hash: tokenHash, type: 'recovery' } : null;
}

/** Uses the link up and signs in with it; a link that no longer works (`otp_expired`, for which the
 * confirm page's problem offers a new confirmation mail), or one that lost a part, says to ask for another reset instead. */
export async function openRecoveryLink(link: RecoveryLink | null): Promise<AuthResult> {
  if (!link) return { ok: false, problem: resetLinkIncomplete };
  const result = await attemptAuth(async () => (await getSupabase()).auth.verifyOtp(link));
  if (!result.ok && result.problem.offerResend) return { ok: false, problem: resetLinkExpired };
  return result;
}

export function setPassword(password: string, currentPassword?: string): Promise<AuthResult> {
  return attemptAuth(async () =>
    (await getSupabase()).auth.updateUser(currentPassword === undefined ? { password } : { password, current_password: currentPassword }),
  );
}
