import type { Counts } from './reportCounts.ts';

interface StageTime {
  title: string;
  ms: number;
  outcome: 'passed' | 'failed' | 'stopped';
}

/**
 * The clock and the tally of the test command: each stage's time, the counts of every report,
 * the closing summary, and a deadline. A run that passes the limit fails at that moment, stopping
 * the stage under way (exit handlers end its process), so a hung stage cannot run on to CI's own
 * limit.
 */
export function createTimedRun(limitMs: number) {
  const startedAt = performance.now();
  const stages: StageTime[] = [];
  // Stages under way, by title: the browser tests run beside the stages that do not need them.
  const running = new Map<string, number>();
  const total: Counts = { passed: 0, failed: 0, skipped: 0, failedTests: [], flakyTests: [] };

  function summary(): string {
    const times = [
      ...stages,
      ...[...running].map(([title, startedAt]) => ({ title, ms: performance.now() - startedAt, outcome: 'stopped' as const })),
    ];
    const lines = times.map(({ title, ms, outcome }) => `  ${title.padEnd(36)} ${formatDuration(ms).padStart(10)}  ${outcome}`);
    const counts = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
    // Named last, beside the counts: a CI log is often read from its end only.
    const named = [namedTests('Passed on a second try', total.flakyTests), namedTests('Failed', total.failedTests)].join('');
    return `\nStage times:\n${lines.join('\n')}${named}\n\n${counts} in ${formatDuration(performance.now() - startedAt)}`;
  }

  const deadline = setTimeout(() => {
    console.error(`\nThe test run passed its limit of ${formatDuration(limitMs)}: stopping.`);
    console.log(summary());
    process.exit(1);
  }, limitMs);

  return {
    async stage(title: string, work: () => Promise<boolean>): Promise<boolean> {
      console.log(`\n=== ${title} ===`);
      const startedAt = performance.now();
      running.set(title, startedAt);
      const ok = await work().catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        return false;
      });
      const ms = performance.now() - startedAt;
      running.delete(title);
      stages.push({ title, ms, outcome: ok ? 'passed' : 'failed' });
      console.log(`\n${title}: ${ok ? 'passed' : 'failed'} in ${formatDuration(ms)}`);
      return ok;
    },
    count(counts: Counts): void {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      total.failedTests.push(...counts.failedTests);
      total.flakyTests.push(...counts.flakyTests);
    },
    /** Prints the summary and answers the exit code. */
    finish(allPassed: boolean): number {
      clearTimeout(deadline);
      console.log(summary());
      return allPassed && total.failed === 0 ? 0 : 1;
    },
  };
}

/** A titled list of tests for the closing lines, or nothing when there is none. */
function namedTests(title: string, tests: readonly string[]): string {
  return tests.length > 0 ? `\n\n${title}:\n${tests.map((test) => `  ${test}`).join('\n')}` : '';
}

/** The limit in minutes: the default, or a positive number from the environment. */
export function timeLimitMinutes(fromEnv: string | undefined, fallback: number): number {
  if (fromEnv === undefined || fromEnv.trim() === '') return fallback;
  const minutes = Number(fromEnv);
  if (Number.isFinite(minutes) && minutes > 0) return minutes;
  throw new Error(`TEST_TIME_LIMIT_MINUTES must be a number of minutes above 0; received "${fromEnv}".`);
}

export function formatDuration(ms: number): string {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
