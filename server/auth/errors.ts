/**
 * The one error type of the auth routes, and its JSON form. supabase-js reads `code` as the error
 * code when the response names API version 2024-01-01 or later, and `error_code` otherwise; it
 * reads the text from `msg`, then `message`. Sending both spellings keeps `error.code` and
 * `error.message` intact even where a proxy strips the version header.
 */
import { DatabaseUnavailable } from '../db/availability.ts';

export const apiVersionHeader = 'X-Supabase-Api-Version';
export const apiVersion = '2024-01-01';

export class AuthFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

export function failureResponse(failure: AuthFailure): Response {
  const body = { code: failure.code, error_code: failure.code, msg: failure.message, ...failure.extra };
  return Response.json(body, {
    status: failure.status,
    headers: { [apiVersionHeader]: apiVersion, ...failure.headers },
  });
}

/** Errors the routes raise in more than one place, with GoTrue's codes and messages. */
export const failures = {
  invalidCredentials: () => new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials'),
  linkExpired: () => new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired'),
  validation: (message: string) => new AuthFailure(400, 'validation_failed', message),
  unexpected: () => new AuthFailure(500, 'unexpected_failure', 'Something went wrong on our side. Please try again in a moment.'),
  unavailable: () => new AuthFailure(503, 'service_unavailable', 'Sign-in is unavailable right now. Please try again in a minute.'),
};

/**
 * What to answer for an error a route raised: an AuthFailure as it is; 503 when the database
 * cannot be reached, logged as an outage; anything else is a fault of ours, a 500 logged with its
 * cause. GoTrue has no code for an outage; supabase-js retries any 503 whatever its code says.
 */
export function failureFor(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (error instanceof DatabaseUnavailable) {
    console.error('Auth request failed: the database is unavailable.', error.cause);
    return failures.unavailable();
  }
  console.error('Auth request failed:', error);
  return failures.unexpected();
}
