/**
 * A password change through PUT /user, as GoTrue makes it with "Require current password when
 * updating" on: the new password meets the sign-up rules; the current one must come with it,
 * unless the session began from a password reset link (the mailbox stands in for the password);
 * a wrong current password counts towards the sign-in limits, so a stolen session cannot be used
 * to guess it; the same password again is refused; and every other session of the account ends,
 * its refresh tokens with it. GoTrue exempts a session begun from any mailed link, a confirmation
 * too; here only a reset's is, so a reader signed in by confirming is asked for the password they
 * chose (docs/deploy.md lists the difference).
 */
import type { Context } from 'hono';
import { signInFailureKeys } from './authLimits.ts';
import { AuthFailure } from './errors.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RouteContext } from './routeContext.ts';
import { endSessions } from './sessionsStore.ts';
import type { SignedInUser } from './signedInUser.ts';
import { setPasswordHash } from './usersStore.ts';

export interface PasswordChange {
  password: string;
  current_password?: string;
}

export async function changePassword(
  { deps, limits, clientAddress }: RouteContext,
  context: Context,
  { user, session }: SignedInUser,
  change: PasswordChange,
): Promise<void> {
  await checkPasswordStrength(change.password, user.email);
  const stored = user.encrypted_password;
  if (stored && session?.amr_method !== 'recovery') {
    if (!change.current_password)
      throw new AuthFailure(400, 'current_password_required', 'Current password required when setting new password.');
    const keys = signInFailureKeys(user.email, clientAddress(context));
    limits.check(keys);
    if (!(await verifyPassword(change.current_password, stored))) {
      limits.record(keys);
      throw new AuthFailure(400, 'current_password_invalid', 'The current password is not correct.');
    }
  }
  if (stored && (await verifyPassword(change.password, stored)))
    throw new AuthFailure(422, 'same_password', 'New password should be different from the old password.');
  await setPasswordHash(deps.db, user.id, await hashPassword(change.password), new Date(deps.now()));
  await endSessions(deps.db, session ? { userId: user.id, except: session.id } : { userId: user.id });
}
