/**
 * The one error envelope every function answers with: `{ error: { code, message } }`. Codes are
 * stable (the browser switches on them); the message says what was received and what was expected.
 */
export const errorStatus = {
  invalid_json: 400,
  validation_failed: 400,
  /** The database refused a value of the request (SQLSTATE class 22) that validation let through. */
  invalid_value: 400,
  /** The stored row would break a rule of its table (SQLSTATE class 23) that validation let through. */
  constraint_violation: 400,
  not_signed_in: 401,
  forbidden: 403,
  /** The owner has closed newsletter sign-ups (a site switch): final until reopened, so never retried. */
  signups_paused: 403,
  /** The owner has paused the voice assistant for users (a site switch). */
  voice_paused: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  /**
   * What was asked is not done by this backend as it is set up: no provider is configured for it
   * (speech recognition, a deploy hook) or this backend never does it (fetching feeds on the
   * embedded backend). Permanent until the operator changes the setup, so retrying will not help;
   * the message names what to set.
   */
  not_available: 501,
  /** The database (or the mail provider) cannot be reached just now; the call may succeed later. */
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** An answer the caller gets as it is. A `cause` is for the logs only: the handler logs it, the caller never sees it. */
export class FunctionError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function errorResponse(code: ErrorCode, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ error: { code, message } }, { status: errorStatus[code], headers });
}
