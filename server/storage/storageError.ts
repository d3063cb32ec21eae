/**
 * An error answered the way Supabase Storage answers it (`{statusCode, error, message}`), so
 * supabase-js's StorageApiError carries the message and status the caller can act on.
 */
export class StorageError extends Error {
  readonly status: number;
  /** A short, stable name of the kind of error (Supabase's `error` field). */
  readonly kind: string;

  constructor(status: number, kind: string, message: string) {
    super(message);
    this.status = status;
    this.kind = kind;
  }

  toResponse(): Response {
    return Response.json({ statusCode: String(this.status), error: this.kind, message: this.message }, { status: this.status });
  }
}

export const notFound = (message = 'Object not found') => new StorageError(404, 'not_found', message);
export const badRequest = (message: string) => new StorageError(400, 'invalid_request', message);
