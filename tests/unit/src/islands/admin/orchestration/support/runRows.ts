import type { Run, Step } from '../../../../../../../src/islands/admin/orchestration/runShapes.ts';

/** A run as the store answers it, finished by its rules unless the test says otherwise. */
export const aRun = (id: string, more: Partial<Run> = {}): Run => ({
  id,
  workflow: 'brief-from-signals',
  status: 'succeeded',
  parent_run_id: null,
  summary: '',
  mode: 'rules',
  model: null,
  input_tokens: 0,
  output_tokens: 0,
  cost_usd: 0,
  error: null,
  created_at: '2026-11-28T10:00:00.000Z',
  started_at: '2026-11-28T10:00:01.000Z',
  finished_at: '2026-11-28T10:00:04.000Z',
  is_sample: false,
  input: {},
  output: null,
  ...more,
});

/** A step of run `run_id` at an ordinal, its first attempt and done unless the test says otherwise. */
export const aStep = (id: string, ordinal: number, more: Partial<Step> = {}): Step => ({
  id,
  run_id: 'run-1',
  ordinal,
  attempt: 1,
  kind: 'tool_call',
  tool_name: 'list_signals',
  label: `Step ${ordinal}`,
  status: 'succeeded',
  input: {},
  output: null,
  error: null,
  duration_ms: 12,
  input_tokens: 0,
  output_tokens: 0,
  child_run_id: null,
  created_at: '2026-11-28T10:00:02.000Z',
  ...more,
});
