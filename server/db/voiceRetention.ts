import type { Queries } from './database.ts';

const hour = 60 * 60 * 1000;

/**
 * Removes voice conversations past their retention period (90 days, in the SQL function), now
 * and every hour while the backend runs: the embedded backend's stand-in for production's daily
 * pg_cron job. Returns the function that stops the timer.
 */
export async function keepVoiceRetention(db: Queries, log: (line: string) => void): Promise<() => void> {
  const run = async () => {
    const { rows } = await db.query<{ removed: number }>('select private.remove_expired_voice_sessions() as removed');
    const removed = rows[0]?.removed ?? 0;
    if (removed > 0) log(`Removed ${removed} voice conversation${removed === 1 ? '' : 's'} past the 90-day retention period.`);
  };
  await run();
  const timer = setInterval(() => run().catch((error: unknown) => log(`Voice retention failed: ${String(error)}`)), hour);
  timer.unref();
  return () => clearInterval(timer);
}
