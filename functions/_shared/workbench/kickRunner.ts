import { afterAnswer } from '../afterAnswer.ts';
import type { FunctionEnv } from '../env.ts';
import { drainRuns } from './drainRuns.ts';

/**
 * Starts the runner now, after the answer: pressing Run or deciding an approval should not wait
 * for the next tick of the timer (the embedded backend) or of cron (production). A failure here
 * loses nothing: the run stays claimable, and the next tick takes it up.
 */
export function kickRunner(env: FunctionEnv): void {
  afterAnswer(env, 'The AI runner', () => drainRuns(env));
}
