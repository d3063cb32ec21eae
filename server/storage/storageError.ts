import { DatabaseUnavailable } from '../db/availability.ts';
import { isPostgresError } from '../db/postgresError.ts';
import { dataFaultStatus } from '../rest/postgresErrors.ts';

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

/** The answer to a failure: the request's own fault as a 4xx (its data judged as REST judges it), an outage as 503, anything else a 500 logged with its cause. */
export function storageFailure(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof DatabaseUnavailable)
    return new StorageError(503, 'unavailable', 'The database is unavailable. Please try again in a moment.');
  if (isPostgresError(error)) {
    if (error.code === '42501')
      return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy: you may not write this object.');
    if (error.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists: upload with upsert to replace it.');
    // A value the request carried that the database refuses, such as a signed token whose subject is no user id.
    const status = dataFaultStatus(error.code);
    if (status) return new StorageError(status, 'invalid_request', `The request holds a value the database refuses: ${error.message}.`);
  }
  console.error('Storage request failed:', error);
  return new StorageError(500, 'internal', 'The storage request could not be completed.');
}
