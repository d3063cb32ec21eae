import { z } from 'zod';

/** A source a question should find: a site path with its query or heading's anchor, or one of the owner's notes. */
export const evalSource = z
  .string()
  .regex(
    /^(\/[a-z0-9/-]*(\?[a-z0-9=&_-]+)?(#[A-Za-z0-9_-]+)?|note:[0-9a-f-]{36})$/,
    'expected a site path such as /advisory#steps-title or /contact?intent=call, or note:<the note’s id>',
  );

/** A check on the answer; a rubric is judged by the configured model, and left unjudged without one. */
export const evalCheck = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('contains'), text: z.string().trim().min(1).max(500) }),
  z.strictObject({
    kind: z.literal('pattern'),
    pattern: z.string().min(1).max(500).refine(isPattern, 'expected a valid regular expression'),
  }),
  z.strictObject({ kind: z.literal('json_schema'), schema: z.record(z.string(), z.unknown()) }),
  z.strictObject({ kind: z.literal('rubric'), rubric: z.string().trim().min(1).max(2000) }),
]);

export const evalQuestion = z.strictObject({
  question: z.string().trim().min(1).max(1000),
  sources: z.array(evalSource).max(10).default([]),
  checks: z.array(evalCheck).max(10).default([]),
  /** Held out from any tuning of the ranking: its figures say how the tuning generalises. */
  held_out: z.boolean().default(false),
});

/** The importable file: a dataset and its questions. */
export const evalDatasetFile = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
  questions: z.array(evalQuestion).min(1).max(500),
});

export type EvalCheck = z.infer<typeof evalCheck>;
export type EvalQuestion = z.infer<typeof evalQuestion>;

function isPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}
