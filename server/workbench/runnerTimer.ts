import type { Queries } from '../db/database.ts';

export interface RunnerTimer {
  /** Advances the runs waiting for a runner now; answers how many it advanced. */
  tick(): Promise<{ advanced: number; finished: number }>;
  /** Runs `work` with no tick beside it (the demo's runs, made by a runner of their own): the timer skips its turns meanwhile. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  stop(): void;
}

/**
 * The embedded backend's timer of the AI runner (production's is a cron job calling ai-runner):
 * every `everyMs` (5 s) the runs waiting for a runner are advanced by the same code. A tick never
 * overlaps the one before, and the timer never keeps the process alive.
 */
export function startRunnerTimer(
  drain: () => Promise<{ advanced: number; finished: number }>,
  everyMs: number,
  log: (line: string) => void,
): RunnerTimer {
  let running: Promise<{ advanced: number; finished: number }> | null = null;
  let held = 0;
  const tick = () => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (held > 0) return;
    tick().catch((error: unknown) => log(`AI runner: ${error instanceof Error ? error.message : String(error)}`));
  }, everyMs);
  timer.unref();
  return {
    tick,
    async exclusive(work) {
      held += 1;
      try {
        await running?.catch(() => {});
        return await work();
      } finally {
        held -= 1;
      }
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The embedded backend is the only runner of its database: the leases a killed process held are
 * let go at start, so its runs go on at once rather than when the leases run out.
 */
export async function releaseRunnerLeases(db: Queries): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update public.ai_runs set lease_owner = null, lease_expires_at = null
     where status = 'running' and lease_owner is not null returning id`,
  );
  return rows.length;
}
