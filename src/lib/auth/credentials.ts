import { emailFormatMessage, passwordRuleMessage, type AuthProblem } from './authProblem.ts';

export interface Credentials {
  email: string;
  password: string;
}

export const minPasswordLength = 8;

/**
 * zod's email pattern, which the auth backend checks addresses with (`z.email()`), so the form
 * refuses what the server would; a unit test holds the two equal. Written out to keep zod off the page.
 */
const emailFormat = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * Checks the form before anything is sent, with the same words the backend's errors map to.
 * Sign-in asks only for a password; sign-up also applies the 8-character rule.
 */
export function checkCredentials({ email, password }: Credentials, rule: 'sign-in' | 'sign-up'): AuthProblem | null {
  const emailProblem = checkEmail(email);
  if (emailProblem) return emailProblem;
  if (password === '') return { title: 'Password needed', message: 'Enter your password.', field: 'password' };
  return rule === 'sign-up' ? checkNewPassword(password) : null;
}

/** The rule a new password meets before it is sent; how guessable it is, only the server judges. */
export function checkNewPassword(password: string): AuthProblem | null {
  return password.length < minPasswordLength ? { title: 'Password too short', message: passwordRuleMessage, field: 'password' } : null;
}

/** A change of password: the current one (the server judges whether it is right), then the rule for the new one. */
export function checkPasswordChange(current: string, next: string): AuthProblem | null {
  if (current === '')
    return { title: 'Current password needed', message: 'Enter the password you sign in with now.', field: 'currentPassword' };
  return checkNewPassword(next);
}

export function checkEmail(email: string): AuthProblem | null {
  if (email.trim() === '') return { title: 'Email needed', message: 'Enter your email address.', field: 'email' };
  if (!emailFormat.test(email.trim())) return { title: 'Email address not valid', message: emailFormatMessage, field: 'email' };
  return null;
}
