import type { ApiRole } from './callerClaims.ts';
import { raisedRestError } from './raisedErrors.ts';
import { RestError } from './restError.ts';

/** A database error as the drivers report it (PGlite and node-postgres alike). */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code.length === 5
  );
}

/** Maps a database error to the status PostgREST gives it; anything unexpected is ours (500). */
export function toRestError(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (!isPostgresError(error)) {
    console.error('REST request failed:', error);
    return new RestError(500, 'PGRST000', 'The request could not be completed.');
  }
  const raised = raisedRestError(error);
  if (raised) return raised;
  const { code, message } = error;
  const details = error.detail ?? null;
  const hint = error.hint ?? null;
  return new RestError(statusFor(code, role), code, message, details, hint);
}

function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42703' || code === 'P0001') return 400;
  if (code === '23502' || code === '23514' || code.startsWith('22')) return 400;
  if (code.startsWith('23')) return 409;
  return 500;
}
