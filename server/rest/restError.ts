/** An error answered the way PostgREST answers it, so supabase-js reads code, message, details and hint. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toResponse(): Response {
    const body = { code: this.code, message: this.message, details: this.details, hint: this.hint };
    return Response.json(body, { status: this.status });
  }
}
