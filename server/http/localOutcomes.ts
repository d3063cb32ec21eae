import type { Context, MiddlewareHandler } from 'hono';
import { createOutcomeBuffer, type OutcomeBuffer } from '../../functions/_shared/operations/outcomeBuffer.ts';
import { codeOfStatus, scheduleAfterAnswers } from '../../functions/_shared/operations/operationsRecord.ts';
import type { Queries } from '../db/database.ts';

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The name a local route is recorded under: `auth/v1/<endpoint>`, `rest/v1/<table>` or
 * `rest/v1/rpc/<function>`, nothing of the path beyond it (no ids, no query). A name nobody
 * serves (404) is recorded as its template, so made-up paths do not become names in the record.
 */
export function localRouteName(pathname: string, status: number): string | null {
  const [api, version, first, second] = pathname.split('/').filter(Boolean);
  if (version !== 'v1' || (api !== 'auth' && api !== 'rest')) return null;
  if (api === 'rest' && first === 'rpc')
    return status === 404 || !identifier.test(second ?? '') ? 'rest/v1/rpc/:function' : `rest/v1/rpc/${second}`;
  if (status === 404 || !identifier.test(first ?? '')) return `${api}/v1/:unknown`;
  return `${api}/v1/${first}`;
}

/**
 * Records the outcome of each `/auth/v1` and `/rest/v1` request from outside, marked local: in
 * production these come from Supabase's own logs. A call a function makes back into this backend
 * (`isInner`) is part of that function's outcome, and the record's own writes are never recorded.
 */
export function recordLocalOutcomes(buffer: OutcomeBuffer, isInner: (context: Context) => boolean): MiddlewareHandler {
  return async (context, next) => {
    if (context.req.method === 'OPTIONS' || isInner(context)) return next();
    const started = performance.now();
    await next();
    const status = context.res.status;
    const name = localRouteName(new URL(context.req.url).pathname, status);
    if (!name) return;
    buffer.add({
      at: new Date().toISOString(),
      origin: name.startsWith('auth/') ? 'local_auth' : 'local_rest',
      name,
      status,
      duration_ms: Math.round(performance.now() - started),
      error_code: codeOfStatus(status),
    });
  };
}

/** The local routes' buffer: the same batching as the functions', written straight to the database. */
export function localOutcomesBuffer(db: Queries): OutcomeBuffer {
  return createOutcomeBuffer({
    write: async (batch) => {
      await db.query('select public.record_operation_outcomes($1::jsonb)', [JSON.stringify(batch)]);
    },
    schedule: scheduleAfterAnswers,
    log: (line, error) => console.error(line, error ?? ''),
  });
}
