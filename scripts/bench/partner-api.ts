/**
 * `npm run bench:partner-api`: what a partner waits for one page of occupations
 * (`/v1/jobs/occupations?group=15-0000&sort=-gpt4Beta&limit=20`), with 16 clients calling at once,
 * through the partner-api handler as the function runs it (its key check: one SQL call for the
 * key, its scope, its window's count; the usage record after the answer) and, in the same run,
 * through the same handler whose check lets every call through. Both run in this process against
 * a throwaway embedded backend (PGlite in memory). Prints p50 and p99 of each, and their difference:
 * what the key check costs.
 * Options: --requests=<n> per variant (default 2000).
 */
import { parseArgs } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { handle, partnerApiHandler } from '../../functions/partner-api/handler.ts';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { partnerKeys } from '../../tests/integration/partner-api/partnerKeys.ts';
import { percentile } from './summary.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '2000' } } });
const requests = Number(values.requests);
const clients = 16;
const path = '/functions/v1/partner-api/v1/jobs/occupations?group=15-0000&sort=-gpt4Beta&limit=20';

const passThrough = (): MiddlewareHandler => (_context, next) => next();
const withoutKeyCheck = partnerApiHandler(passThrough);

const test = await startTestBackend();
try {
  const env = test.backend.functionsEnv;
  const { secrets } = await partnerKeys(test, [{ scopes: ['jobs'], ratePerMinute: 10_000 }]);
  const request = () => new Request(`${test.url}${path}`, { headers: { Authorization: `Bearer ${secrets[0]}` } });

  /** `count` calls from 16 clients at once; the milliseconds of each. */
  async function timed(handler: typeof handle, count: number): Promise<number[]> {
    const times: number[] = [];
    let sent = 0;
    const client = async () => {
      while (sent < count) {
        sent += 1;
        const startedAt = performance.now();
        const answer = await handler(request(), env);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`Expected 200; the handler answered ${answer.status}.`);
        times.push(performance.now() - startedAt);
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    return times;
  }

  await timed(handle, 200);
  await timed(withoutKeyCheck, 200);
  const keyed = await timed(handle, requests);
  const open = await timed(withoutKeyCheck, requests);
  await test.backend.flushOperations();
  const line = (label: string, times: number[]) =>
    `${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`;
  console.log(`${requests} requests each, ${clients} clients: GET ${path.replace('/functions/v1/partner-api', '')}`);
  console.log(line('with the key check', keyed));
  console.log(line('without the key check', open));
  console.log(
    `the key check costs    p50 ${(percentile(keyed, 50) - percentile(open, 50)).toFixed(1)} ms  p99 ${(percentile(keyed, 99) - percentile(open, 99)).toFixed(1)} ms`,
  );
} finally {
  await test.stop();
}
