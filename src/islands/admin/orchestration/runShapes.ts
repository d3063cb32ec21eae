import { anyJson, fields, flag, jsonObject, oneOf, orNull, type Shape, type ShapeOf, rowOf, sqlNumber, text } from '../kit/answerShape.ts';

/**
 * The run store's rows as the admin reads them (`ai_runs`, `ai_run_steps`, `ai_run_approvals`,
 * `ai_tool_allowances`, readable by the admin alone), each type written once as its shape.
 */

export const runStatuses = ['queued', 'running', 'waiting_approval', 'succeeded', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof runStatuses)[number];
const stepKinds = ['model_call', 'tool_call', 'approval', 'child_run'] as const;
export type StepKind = (typeof stepKinds)[number];
const stepStatuses = ['running', 'waiting', 'succeeded', 'failed'] as const;

/** A run as lists show it: no input or output, which can be large. */
export const runSummary = rowOf({
  id: text,
  workflow: text,
  status: oneOf(runStatuses),
  parent_run_id: orNull(text),
  summary: text,
  mode: oneOf(['rules', 'agent']),
  model: orNull(text),
  input_tokens: sqlNumber,
  output_tokens: sqlNumber,
  // Null while a model the run used has no price.
  cost_usd: orNull(sqlNumber),
  error: orNull(text),
  created_at: text,
  started_at: orNull(text),
  finished_at: orNull(text),
  is_sample: flag,
});
export type RunSummary = ShapeOf<typeof runSummary>;

/** A run opened: what it was given and what it made (`{ brief_id }`, `{ issue_id }`, `{ leads }`). */
export const run = rowOf({ ...runSummary.shapes, input: jsonObject, output: orNull(jsonObject) });
export type Run = ShapeOf<typeof run>;

const stepRow = rowOf({
  id: text,
  run_id: text,
  ordinal: sqlNumber,
  attempt: sqlNumber,
  kind: oneOf(stepKinds),
  tool_name: orNull(text),
  label: text,
  status: oneOf(stepStatuses),
  input: anyJson,
  output: anyJson,
  error: orNull(text),
  duration_ms: orNull(sqlNumber),
  input_tokens: sqlNumber,
  output_tokens: sqlNumber,
  child_run_id: orNull(text),
  created_at: text,
});
export type Step = ShapeOf<typeof stepRow>;

/** What an approval step holds: the tool that waits, the input it would run with, and why it asks. */
const ask = fields({ tool: text, input: jsonObject, reason: text });
export type ApprovalAsk = ShapeOf<typeof ask>;

/** A step; an approval's input is checked as what it asks, so the page can put it to the owner. */
export const step: Shape<Step> = (value, at) => {
  const row = stepRow(value, at);
  if (row.kind === 'approval') ask(row.input, `${at}.input`);
  return row;
};

/** What an approval step asks, its shape checked when the step was read. */
export const askOf = (approvalStep: Step): ApprovalAsk => ask(approvalStep.input, 'input');
export const stepColumns = stepRow.columns;

export const approval = rowOf({
  id: text,
  run_id: text,
  step_id: text,
  status: oneOf(['pending', 'approved', 'denied']),
  created_at: text,
});
export type Approval = ShapeOf<typeof approval>;

export const allowance = rowOf({ workflow: text, tool_name: text });
export type Allowance = ShapeOf<typeof allowance>;
