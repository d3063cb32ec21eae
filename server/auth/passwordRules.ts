/** The password policy, with GoTrue's codes: too short is a weak password, too long is refused. */
import { AuthFailure, failures } from './errors.ts';

export const minPasswordLength = 8;
/** bcrypt's limit in hosted Supabase; kept here so a password that works locally works there. */
export const maxPasswordLength = 72;

export function checkPasswordStrength(password: string): void {
  if (password.length < minPasswordLength) {
    throw new AuthFailure(422, 'weak_password', `Password should be at least ${minPasswordLength} characters.`, {
      extra: { weak_password: { reasons: ['length'] } },
    });
  }
  if (password.length > maxPasswordLength) {
    throw failures.validation(`Password cannot be longer than ${maxPasswordLength} characters`);
  }
}
