import type { FunctionEnv } from '../env.ts';
import { type ErrorCode, errorStatus } from '../errors.ts';
import { createOutcomeBuffer, type Outcome, type OutcomeBuffer } from './outcomeBuffer.ts';

/** Long enough to gather the answers of a busy moment into one write, short enough that the monitor reads as live. */
const flushDelayMs = 500;

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

/**
 * Runs `flush` once the answers in hand have gone out. On Supabase's Edge Runtime the flush is
 * handed to `EdgeRuntime.waitUntil`, which keeps the instance alive until it is done; elsewhere
 * (the embedded backend, tests) a timer that does not keep the process alive, and the backend
 * flushes what is left when it closes.
 */
export function scheduleAfterAnswers(flush: () => Promise<void>): void {
  const later = new Promise<void>((resolve) => {
    const timer: unknown = setTimeout(resolve, flushDelayMs);
    if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
  }).then(flush);
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(later);
}

/** One service-role call per batch: the record is written only by the service role (see the migration). */
async function writeOutcomes(env: FunctionEnv, key: string, batch: Outcome[]): Promise<void> {
  const response = await env.fetch(`${env.SUPABASE_URL.replace(/\/$/, '')}/rest/v1/rpc/record_operation_outcomes`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_outcomes: batch }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`record_operation_outcomes answered ${response.status}: ${text.slice(0, 300)}`);
}

const buffers = new WeakMap<FunctionEnv, OutcomeBuffer>();

/**
 * The functions' buffer of outcomes, one per environment; null where the service role key is not
 * set (nothing can write the record, and the functions work as before) or the record is off.
 */
export function operationsRecord(env: FunctionEnv): OutcomeBuffer | null {
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key || env.OPERATIONS_RECORD === 'off') return null;
  let buffer = buffers.get(env);
  if (!buffer) {
    buffer = createOutcomeBuffer({
      write: (batch) => writeOutcomes(env, key, batch),
      schedule: scheduleAfterAnswers,
      log: (line, error) => console.error(line, error ?? ''),
    });
    buffers.set(env, buffer);
  }
  return buffer;
}

/** The function a request was sent to: `/functions/v1/<name>/…` on the gateway, `/<name>/…` inside the Edge Runtime. */
export function functionNameOf(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const name = segments[0] === 'functions' && segments[1] === 'v1' ? segments[2] : segments[0];
  return name && /^[a-z0-9][a-z0-9-]{0,62}$/.test(name) ? name : 'unknown';
}

/** The code of an error answer given without one at hand (a 429 from a rate limiter): the first code of that status. */
export function codeOfStatus(status: number): string | null {
  if (status < 400) return null;
  const code = (Object.keys(errorStatus) as ErrorCode[]).find((candidate) => errorStatus[candidate] === status);
  return code ?? `http_${status}`;
}
