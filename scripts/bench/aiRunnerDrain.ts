import type { FunctionEnv } from '../../functions/_shared/env.ts';
import { drainRuns } from '../../functions/_shared/workbench/drainRuns.ts';
import { percentile } from './summary.ts';

type Fetch = (request: Request) => Promise<Response>;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Drains every claimable run with `runners` runners side by side, each calling `drainRuns` again
 * until a call finds nothing to claim, as successive ticks of the timer would. Their REST calls
 * go through `backend`, each timed and counted by method and table or function.
 */
export async function drainWith(runners: number, envWith: (fetch: Fetch) => FunctionEnv, backend: Fetch) {
  const calls = new Map<string, number[]>();
  const timed: Fetch = async (request) => {
    const target = `${request.method} ${new URL(request.url).pathname.replace(/^\/rest\/v1\//, '')}`;
    const started = performance.now();
    try {
      return await backend(request);
    } finally {
      const times = calls.get(target) ?? [];
      times.push(performance.now() - started);
      calls.set(target, times);
    }
  };
  const env = envWith(timed);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: runners }, async () => {
      while ((await drainRuns(env)).advanced > 0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const claims = calls.get('POST rpc/claim_ai_runs') ?? [];
  const all = [...calls.values()].flat();
  const restMs = all.reduce((sum, each) => sum + each, 0);
  return {
    lines: (runs: number) => [
      `drained: ${(runs / seconds).toFixed(1)} runs/s (${seconds.toFixed(1)} s)`,
      `one claim_ai_runs: p50 ${ms(percentile(claims, 50))}, p95 ${ms(percentile(claims, 95))}, max ${ms(Math.max(...claims))} over ${claims.length} claims`,
      `REST round trips per run: ${(all.length / runs).toFixed(1)}, ${ms(restMs / all.length)} each on average (${(restMs / 1000).toFixed(1)} s in all, calls overlapping)`,
      ...[...calls.entries()]
        .sort(([, a], [, b]) => b.length - a.length)
        .map(([target, times]) => `  ${target.padEnd(36)} ${(times.length / runs).toFixed(2)} per run, p50 ${ms(percentile(times, 50))}`),
    ],
  };
}
