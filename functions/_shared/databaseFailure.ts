import { FunctionError } from './errors.ts';

/** What supabase-js reports of a failed call: the REST API's error body and its HTTP status, 0 when no answer came. */
export interface FailedCall {
  error: { code?: string; message: string; details?: string | null; hint?: string | null };
  status: number;
}

/** No answer, or the REST API (or a proxy in front of it) saying the database cannot be reached: worth trying again later. */
const unreachableStatuses = new Set([0, 502, 503, 504]);

/**
 * The error a handler throws when a database call failed, so the caller gets the answer the
 * failure deserves, and the logs (through the handler's wrapper) get its cause:
 * - a value the database refused (SQLSTATE class 22, data exception) or a row that breaks a
 *   rule of its table (class 23) is a problem of the request: 400, never retried. Validation
 *   should have caught it first, so it is logged as a warning to find the gap;
 * - a database that cannot be reached: 503, logged, and the caller may try again;
 * - anything else is a bug: a plain error, which the wrapper logs and answers 500.
 */
export function databaseFailure(operation: string, { error, status }: FailedCall): Error {
  const cause = { operation, status, ...error };
  const sqlClass = /^[0-9A-Z]{5}$/.test(error.code ?? '') ? error.code?.slice(0, 2) : undefined;
  if (sqlClass === '22') {
    return new FunctionError('invalid_value', `A value in the request cannot be stored: ${error.message}.`, { cause });
  }
  if (sqlClass === '23') {
    return new FunctionError('constraint_violation', `The request breaks a rule of the stored data: ${error.message}.`, { cause });
  }
  if (unreachableStatuses.has(status)) {
    return new FunctionError('service_unavailable', 'The database cannot be reached just now. Please try again in a moment.', { cause });
  }
  return new Error(`${operation} failed with HTTP ${status}: ${error.code ?? 'no code'} ${error.message}`, { cause });
}
