/** An error answered the way PostgREST answers it, so supabase-js reads code, message, details and hint. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** Headers the answer carries besides the body's, such as Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  toResponse(): Response {
    const body = { code: this.code, message: this.message, details: this.details, hint: this.hint };
    return Response.json(body, { status: this.status, headers: this.headers });
  }
}
