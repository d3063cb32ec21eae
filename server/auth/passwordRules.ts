/**
 * The password policy, with GoTrue's codes: too short, or too easy to guess, is a weak password
 * (422, with the reasons supabase-js exposes); too long is refused.
 */
import { AuthFailure, failures } from './errors.ts';
import { judgePassword } from './passwordStrength.ts';

export const minPasswordLength = 8;
/** bcrypt's limit in hosted Supabase; kept here so a password that works locally works there. */
export const maxPasswordLength = 72;

const fallbackAdvice = 'A phrase of three or four unrelated words is easy to remember and hard to guess.';

function weakPassword(message: string, reasons: string[]): AuthFailure {
  return new AuthFailure(422, 'weak_password', message, { extra: { weak_password: { reasons } } });
}

/** `email` counts as something an attacker knows: a password built from it is easy to guess. */
export async function checkPasswordStrength(password: string, email: string): Promise<void> {
  if (password.length < minPasswordLength) throw weakPassword(`Password should be at least ${minPasswordLength} characters.`, ['length']);
  if (password.length > maxPasswordLength) throw failures.validation(`Password cannot be longer than ${maxPasswordLength} characters`);
  const verdict = await judgePassword(password, [email, email.split('@')[0] ?? '']);
  // zxcvbn judges the first 32 characters only, so a long address can pass for a random string.
  if (verdict.acceptable && password.toLowerCase().includes(email))
    throw weakPassword('This password is too easy to guess: it holds your email address, which anyone trying it knows.', ['guessable']);
  if (verdict.acceptable) return;
  const advice = verdict.advice.length > 0 ? verdict.advice : [fallbackAdvice];
  // GoTrue's reason for a password found in breaches is `pwned`; `guessable` names zxcvbn's other findings.
  throw weakPassword(['This password is too easy to guess.', ...advice].join(' '), [verdict.breached ? 'pwned' : 'guessable']);
}
