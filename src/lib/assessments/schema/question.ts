import { z } from 'zod';
import { idSchema, prose } from './text.ts';

export const optionSchema = z.object({
  label: prose(200),
  /** How mature this answer is: 0 is the least, 1 the most. */
  score: z.number().min(0).max(1),
});

/**
 * Options are written from the least to the most mature answer, like the rungs of a maturity
 * scale: scores rise strictly, from 0 for the first option to 1 for the last, so every question
 * spans the whole scale and a reviewer can check the order at a glance.
 */
export const questionSchema = z
  .object({
    id: idSchema,
    dimension: idSchema,
    prompt: prose(220),
    /** An everyday situation from the job that the question is about. */
    situation: prose(320).optional(),
    options: z.array(optionSchema).min(4).max(5),
    /**
     * True when the options are a scale whose order is their meaning (how often, how many, how
     * far): they are shown as written. Other questions show their options in an order shuffled
     * for each attempt, so the best answer's place gives nothing away.
     */
    ordered: z.boolean().optional(),
    /** How much the question counts inside its dimension; 1 when absent. */
    weight: z.number().positive().max(3).optional(),
  })
  .superRefine((question, context) => {
    const scores = question.options.map((option) => option.score);
    const rising = scores.every((score, index) => index === 0 || score > (scores[index - 1] ?? 0));
    if (!rising || scores[0] !== 0 || scores.at(-1) !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `expected option scores rising strictly from 0 (least mature) to 1 (most mature); received ${JSON.stringify(scores)}`,
      });
    }
  });

export type AnswerOption = z.infer<typeof optionSchema>;
export type Question = z.infer<typeof questionSchema>;
