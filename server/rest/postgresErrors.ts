import { DatabaseUnavailable } from '../db/availability.ts';
import { isPostgresError } from '../db/postgresError.ts';
import type { ApiRole } from './callerClaims.ts';
import { raisedRestError } from './raisedErrors.ts';
import { RestError } from './restError.ts';

/**
 * Maps an error to the answer PostgREST gives it. What the request got wrong is a 4xx with the
 * SQLSTATE as its code; an answer a database function raised is that answer; an outage is 503;
 * anything else is a fault of ours, a 500 logged with its cause, never hidden behind a 4xx.
 */
export function toRestError(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof DatabaseUnavailable) {
    console.error('REST request failed: the database is unavailable.', error.cause);
    return new RestError(503, 'PGRST000', 'The database is unavailable. Please try again in a moment.');
  }
  if (!isPostgresError(error)) return ourFault(error);
  const raised = raisedRestError(error);
  if (raised) return raised;
  const status = statusFor(error.code, role);
  if (status < 500) return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null);
  return ourFault(error);
}

function ourFault(error: unknown): RestError {
  console.error('REST request failed:', error);
  return new RestError(500, 'PGRSTX00', 'The request could not be completed.');
}

/**
 * The request's own faults, by SQLSTATE, besides the data it sent: names it used wrongly (an
 * unknown column, a column listed twice, on_conflict columns without a unique constraint), an
 * exception a function raised for the caller, missing privileges.
 */
const requestFaults = new Map([
  ['42703', 400],
  ['42701', 400],
  ['42P10', 400],
  ['P0001', 400],
  ['42P01', 404],
  ['42883', 404],
]);

function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  return requestFaults.get(code) ?? dataFaultStatus(code) ?? 500;
}

/**
 * The status of an error caused by data the request carried, a value or a claim that a type or a
 * constraint refuses (classes 22 and 23), as PostgREST gives it: 409 for a duplicate or a missing
 * reference, 400 otherwise. Undefined for any other SQLSTATE. The storage API answers by it too.
 */
export function dataFaultStatus(code: string): number | undefined {
  if (code === '23505' || code === '23503') return 409;
  if (code.startsWith('22') || code.startsWith('23')) return 400;
  return undefined;
}
