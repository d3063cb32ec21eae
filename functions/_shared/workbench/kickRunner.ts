import type { FunctionEnv } from '../env.ts';
import { drainRuns } from './drainRuns.ts';

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

/**
 * Starts the runner now, after the answer: pressing Run or deciding an approval should not wait
 * for the next tick of the timer (the embedded backend) or of cron (production). A failure here
 * loses nothing: the run stays claimable, and the next tick takes it up.
 */
export function kickRunner(env: FunctionEnv): void {
  const work = drainRuns(env).catch((error: unknown) =>
    console.error(`The AI runner failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (env.background) env.background(work);
  else (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(work);
}
