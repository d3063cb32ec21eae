import { z } from 'zod';
import { prose } from './text.ts';

/** One concrete next step: a short title and the sentence that says how. */
export const adviceStepSchema = z.object({
  title: prose(80),
  detail: prose(320),
});

/**
 * The steps for one dimension, ordered from the first thing to do to the most advanced, so the
 * result can pick the one that fits how far the person already is.
 */
export const adviceStepsSchema = z.array(adviceStepSchema).min(3, {
  error: (issue) =>
    `expected at least 3 next steps for a dimension; received ${Array.isArray(issue.input) ? issue.input.length : JSON.stringify(issue.input)}`,
});

export type AdviceStep = z.infer<typeof adviceStepSchema>;
