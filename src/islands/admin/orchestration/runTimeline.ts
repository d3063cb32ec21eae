import type { RunSummary, Step } from './runShapes.ts';

/** One place in a run's timeline: the latest attempt of an ordinal, and the attempts a retry replaced, newest first. */
export interface TimelineEntry {
  step: Step;
  earlier: Step[];
}

/**
 * A run's steps as its timeline: one entry per ordinal in order, showing its latest attempt, with
 * the earlier ones (those a "retry from this step" replaced) folded under it.
 */
export function timelineOf(steps: readonly Step[]): TimelineEntry[] {
  const byOrdinal = new Map<number, Step[]>();
  for (const step of steps) byOrdinal.set(step.ordinal, [...(byOrdinal.get(step.ordinal) ?? []), step]);
  return [...byOrdinal.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, attempts]) => {
      const [step, ...earlier] = attempts.sort((a, b) => b.attempt - a.attempt);
      return { step: step as Step, earlier };
    });
}

/** Whether "Retry from this step" is offered: the run failed, and this latest attempt is the step that failed. */
export const canRetry = (run: Pick<RunSummary, 'status'>, entry: TimelineEntry) =>
  run.status === 'failed' && entry.step.status === 'failed';
