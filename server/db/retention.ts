import type { Queries } from './database.ts';

const hour = 60 * 60 * 1000;

/** What is kept for a limited time, and the SQL function that removes what is older. */
const retainedRecords = [
  { what: 'voice conversation', days: 90, remove: 'select private.remove_expired_voice_sessions() as removed' },
  { what: 'key call', days: 90, remove: 'select private.remove_expired_credential_calls() as removed' },
] as const;

/**
 * Removes what is past its retention period (in the SQL functions: voice conversations and the
 * keys' call log, 90 days each), now and every hour while the backend runs: the embedded
 * backend's stand-in for production's daily pg_cron jobs. Returns the function that stops the timer.
 */
export async function keepRetention(db: Queries, log: (line: string) => void): Promise<() => void> {
  const run = async () => {
    for (const { what, days, remove } of retainedRecords) {
      const { rows } = await db.query<{ removed: number }>(remove);
      const removed = rows[0]?.removed ?? 0;
      if (removed > 0) log(`Removed ${removed} ${what}${removed === 1 ? '' : 's'} past the ${days}-day retention period.`);
    }
  };
  await run();
  const timer = setInterval(() => run().catch((error: unknown) => log(`Retention failed: ${String(error)}`)), hour);
  timer.unref();
  return () => clearInterval(timer);
}
