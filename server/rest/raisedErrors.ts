import { z } from 'zod';
import type { PostgresError } from '../db/postgresError.ts';
import { RestError } from './restError.ts';

const raisedBody = z.object({ code: z.string(), message: z.string(), details: z.string().nullish(), hint: z.string().nullish() });
const raisedAnswer = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()).optional(),
});

/**
 * The answer a database function chose by raising, as PostgREST gives it: SQLSTATE `PTxyz` is
 * HTTP status xyz, and SQLSTATE `PGRST` carries the JSON body in its message and the status and
 * headers in its detail (the pre-request function's 429 with Retry-After). Undefined for any
 * other error.
 */
export function raisedRestError(error: PostgresError): RestError | undefined {
  if (/^PT\d{3}$/.test(error.code))
    return new RestError(Number(error.code.slice(2)), error.code, error.message, error.detail ?? null, error.hint ?? null);
  if (error.code !== 'PGRST') return undefined;
  const body = raisedBody.safeParse(parsedJson(error.message));
  const answer = raisedAnswer.safeParse(parsedJson(error.detail ?? ''));
  if (!body.success || !answer.success) {
    console.error('A database function raised SQLSTATE PGRST without the JSON PostgREST expects:', error);
    return new RestError(
      500,
      'PGRST121',
      "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      `Expected a message {code, message, details?, hint?} and a detail {status, headers?}; received ${JSON.stringify(error.message)} and ${JSON.stringify(error.detail ?? null)}.`,
    );
  }
  const { code, message, details, hint } = body.data;
  return new RestError(answer.data.status, code, message, details ?? null, hint ?? null, answer.data.headers);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
