import { waitText } from './waitText.ts';

/** What the backend or the network said, as supabase-js reports it. */
export interface AuthErrorLike {
  name?: string;
  code?: string;
  status?: number;
  message?: string;
  /** Why a password was refused (supabase-js's AuthWeakPasswordError): `length`, or what made it guessable. */
  reasons?: string[];
}

/** The fields of the auth and account forms a problem can point at. */
export type AuthField = 'email' | 'password' | 'currentPassword';

/** A problem as the reader sees it: a toast title, a sentence shown next to the form, the field at fault. */
export interface AuthProblem {
  title: string;
  message: string;
  field?: AuthField;
  /** True when sending a new confirmation email is the way forward. */
  offerResend?: boolean;
}

export const passwordRuleMessage = 'Your password needs at least 8 characters.';
export const emailFormatMessage = 'Enter a valid email address, like name@example.com.';

/**
 * The one mapping from Supabase Auth errors (by `error.code`, or the message of servers too old
 * to send codes) to what the sign-in, sign-up, confirm, password reset and account pages say. `retryAfterSeconds` is the
 * backend's Retry-After, when it sent one.
 */
export function describeAuthError(error: AuthErrorLike, retryAfterSeconds: number | null = null): AuthProblem {
  switch (codeOf(error)) {
    case 'invalid_credentials':
      return { title: 'Sign-in failed', message: "That email and password don't match. Check them and try again.", field: 'password' };
    case 'email_not_confirmed':
      return {
        title: 'Email not confirmed',
        message: 'Your email address has not been confirmed yet. Open the link in the email we sent you, or send a new one.',
        offerResend: true,
      };
    case 'weak_password':
      // Only the server judges how guessable a password is (its dictionaries stay out of the page), and its message says why and what to do.
      if (error.reasons?.includes('length') || !error.message)
        return { title: 'Password too short', message: passwordRuleMessage, field: 'password' };
      return { title: 'Password too easy to guess', message: error.message, field: 'password' };
    case 'same_password':
      return { title: 'Same password as now', message: 'Choose a password different from the one you have now.', field: 'password' };
    case 'current_password_required':
    case 'current_password_invalid':
      return {
        title: 'Current password not right',
        message: 'Enter the password you use to sign in now. Forgotten it? Sign out and use “Forgot password?”.',
        field: 'currentPassword',
      };
    case 'session_not_found':
    case 'bad_jwt':
      return { title: 'Signed out', message: 'Your session has ended. Sign in again, then try once more.' };
    case 'validation_failed':
      return { title: 'Email address not valid', message: emailFormatMessage, field: 'email' };
    case 'over_request_rate_limit':
      return {
        title: 'Too many attempts',
        message: `Too many attempts in a short time. Please wait ${waitText(retryAfterSeconds ?? 300)} and try again.`,
      };
    case 'over_email_send_rate_limit':
      return {
        title: 'Too many emails',
        message: `We have just sent an email to this address. Please wait ${waitText(retryAfterSeconds ?? secondsInMessage(error.message) ?? 3600)} before asking for another.`,
      };
    case 'otp_expired':
      return {
        title: 'Link expired',
        message: 'This confirmation link is invalid or has expired. Send yourself a new one below.',
        offerResend: true,
      };
    case 'network':
      return { title: 'No connection', message: "We couldn't reach the server. Check your internet connection and try again." };
    case 'server':
      return { title: 'Service unavailable', message: 'Sign-in is having trouble right now. Please try again in a minute.' };
    default:
      return { title: 'Something went wrong', message: 'Something went wrong on our side. Please try again in a moment.' };
  }
}

function codeOf(error: AuthErrorLike): string | undefined {
  if (error.name === 'AuthRetryableFetchError' || error.name === 'TypeError') return (error.status ?? 0) >= 500 ? 'server' : 'network';
  if (error.code) return error.code;
  if (error.message === 'Invalid login credentials') return 'invalid_credentials';
  if (error.message === 'Email not confirmed') return 'email_not_confirmed';
  if (error.status === 429) return 'over_request_rate_limit';
  return undefined;
}

/** GoTrue says "you can only request this after 52 seconds" on its email send limit. */
function secondsInMessage(message: string | undefined): number | null {
  const match = /after (\d+) seconds?/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}
