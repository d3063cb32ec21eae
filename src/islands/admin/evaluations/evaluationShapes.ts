import { fields, flag, jsonObject, listOf, numeric, oneOf, orNull, type ShapeOf, rowOf, sqlNumber, text } from '../kit/answerShape.ts';
import { runStatuses } from '../orchestration/runShapes.ts';

/**
 * The evaluations' rows as the admin reads them: datasets and their questions (`eval_datasets`,
 * `eval_questions`), and the evaluation workflow's runs with the scores they made.
 */

export const dataset = rowOf({ id: text, name: text, description: text, created_at: text, is_sample: flag });
export type Dataset = ShapeOf<typeof dataset>;

export const question = rowOf({
  id: text,
  position: sqlNumber,
  question: text,
  sources: listOf(text),
  // Each check's fields are the evaluation workflow's to check, when a run starts.
  checks: listOf(fields({ kind: oneOf(['contains', 'pattern', 'json_schema', 'rubric']) })),
  held_out: flag,
});
export type Question = ShapeOf<typeof question>;

const scores = fields({ questions: numeric, hit_at_3: orNull(numeric), mrr: orNull(numeric), pass_rate: orNull(numeric) });
export type Scores = ShapeOf<typeof scores>;
const result = fields({
  question: text,
  held_out: flag,
  found: listOf(text),
  rank: orNull(numeric),
  expected: numeric,
  checks: listOf(fields({ kind: text, passed: orNull(flag) })),
});
export type QuestionResult = ShapeOf<typeof result>;
const output = fields({
  dataset_id: text,
  dataset_name: text,
  target: text,
  scores: fields({ tuning: scores, held_out: scores, all: scores }),
  results: listOf(result),
});

const evalRunRow = rowOf({
  id: text,
  status: oneOf(runStatuses),
  summary: text,
  error: orNull(text),
  created_at: text,
  finished_at: orNull(text),
  output: orNull(jsonObject),
});
export const evalRunColumns = evalRunRow.columns;

/** A run of the evaluation workflow: its scores once it has succeeded. */
export const evalRun = (value: unknown, at: string) => {
  const row = evalRunRow(value, at);
  return { ...row, scored: row.status === 'succeeded' && row.output ? output(row.output, `${at}.output`) : null };
};
export type EvalRun = ReturnType<typeof evalRun>;
