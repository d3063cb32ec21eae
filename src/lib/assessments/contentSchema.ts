/**
 * The assessments' content files as zod schemas, checked at build (src/content.config.ts): each
 * role's assessment (`src/content/assessments/{role id}.json`) and the frameworks they adapt. The
 * error of every check says what it expected and what it received.
 */
import { z } from 'zod';
import { crossCheckAssessment } from './crossChecks.ts';
import { pillarSchema, pillars } from './pillars.ts';

/** Text a person reads: trimmed, not empty, and short enough to stay readable on a phone. */
function prose(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, 'expected text; received an empty string')
    .max(maxLength, { error: (issue) => `expected at most ${maxLength} characters; received ${String(issue.input).length}` });
}

/** Ids appear in storage keys and analytics, so they stay kebab-case. */
const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: (issue) => `expected a kebab-case id such as "team-habits"; received ${JSON.stringify(issue.input)}`,
});

/** One readiness dimension, adapted from a framework pillar to what it means for one person. */
const dimensionSchema = z.object({
  id: idSchema,
  pillar: pillarSchema,
  name: prose(40),
  /** What the pillar means for one person in this role. */
  meaning: prose(280),
});

/** A named maturity level and the whole-number band of overall scores that earns it. */
const levelSchema = z.object({
  name: prose(30),
  min: z.int().min(0).max(100),
  max: z.int().min(0).max(100),
  /** What this level looks like for someone in this role. */
  summary: prose(280),
});

/** Levels from the least to the most mature; their bands cover 0–100 with no gap or overlap. */
const levelsSchema = z
  .array(levelSchema)
  .min(3)
  .max(6)
  .superRefine((levels, context) => {
    let expectedMin = 0;
    levels.forEach((level, index) => {
      if (level.min !== expectedMin || level.max < level.min) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `expected "${level.name}" to start at ${expectedMin} and end at or above its start; received ${level.min}–${level.max}`,
        });
      }
      expectedMin = level.max + 1;
    });
    const last = levels.at(-1);
    if (last && last.max !== 100) {
      context.addIssue({
        code: 'custom',
        path: [levels.length - 1, 'max'],
        message: `expected the last level to end at 100; received ${last.max}`,
      });
    }
  });

export type Level = z.infer<typeof levelSchema>;

const optionSchema = z.object({
  label: prose(200),
  /** How mature this answer is: 0 is the least, 1 the most. */
  score: z.number().min(0).max(1),
});

/**
 * Options are written from the least to the most mature answer, like the rungs of a maturity
 * scale: scores rise strictly, from 0 for the first option to 1 for the last, so every question
 * spans the whole scale and a reviewer can check the order at a glance.
 */
const questionSchema = z
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

export type Question = z.infer<typeof questionSchema>;

/** One concrete next step: a short title and the sentence that says how. */
const adviceStepSchema = z.object({
  title: prose(80),
  detail: prose(320),
});

/**
 * The steps for one dimension, ordered from the first thing to do to the most advanced, so the
 * result can pick the one that fits how far the person already is.
 */
const adviceStepsSchema = z.array(adviceStepSchema).min(3, {
  error: (issue) =>
    `expected at least 3 next steps for a dimension; received ${Array.isArray(issue.input) ? issue.input.length : JSON.stringify(issue.input)}`,
});

/** A published framework the assessments adapt, cited on the hub and on every result. */
export const frameworkSchema = z.object({
  id: idSchema,
  title: prose(160),
  publisher: prose(120),
  year: z.int().min(1990).max(2100),
  url: z.url({ protocol: /^https$/ }),
  /** What this framework shapes in the assessments. */
  informs: prose(280),
});

export const frameworksSchema = z.array(frameworkSchema).min(2);

export type Framework = z.infer<typeof frameworkSchema>;

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
