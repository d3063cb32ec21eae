import { z } from 'zod';
import { adviceStepsSchema } from './advice.ts';
import { dimensionSchema } from './dimension.ts';
import { levelsSchema } from './level.ts';
import { pillars } from './pillars.ts';
import { questionSchema } from './question.ts';
import { idSchema, prose } from './text.ts';
import { crossCheckAssessment } from './crossChecks.ts';

/** One role's assessment: the content file `src/content/assessments/{role id}.json`. */
export const assessmentSchema = z
  .object({
    /** Shown before the first question: who it is for and what it covers. */
    intro: prose(400),
    /** Ids from the frameworks file that this assessment draws on, cited on its result. */
    frameworks: z.array(idSchema).min(1),
    dimensions: z.array(dimensionSchema).length(pillars.length, {
      error: `expected one dimension for each of the ${pillars.length} framework pillars`,
    }),
    levels: levelsSchema,
    questions: z.array(questionSchema).min(12, {
      error: (issue) =>
        `expected at least 12 questions; received ${Array.isArray(issue.input) ? issue.input.length : JSON.stringify(issue.input)}`,
    }),
    /** Next steps keyed by dimension id. */
    advice: z.record(idSchema, adviceStepsSchema),
  })
  .superRefine(crossCheckAssessment);

export type Assessment = z.infer<typeof assessmentSchema>;
