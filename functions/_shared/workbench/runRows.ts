/** A run of the workbench, as `public.ai_runs` keeps it. */
export interface RunRow {
  id: string;
  workflow: string;
  input: Record<string, unknown>;
  status: 'queued' | 'running' | 'waiting_approval' | 'succeeded' | 'failed' | 'cancelled';
  starter: string;
  parent_run_id: string | null;
  /** `rules`: the workflow's own steps; `agent`: a model chooses the tools. Fixed when the run is made, so a replay takes the same path. */
  mode: 'rules' | 'agent';
  created_at: string;
  lease_owner: string | null;
}

export type StepKind = 'model_call' | 'tool_call' | 'approval' | 'child_run';

/** One step of a run (`public.ai_run_steps`): a retry of a failed step is its next attempt at the same ordinal. */
export interface StepRow {
  id: string;
  run_id: string;
  ordinal: number;
  attempt: number;
  kind: StepKind;
  tool_name: string | null;
  label: string;
  status: 'running' | 'waiting' | 'succeeded' | 'failed';
  input: unknown;
  output: unknown;
  error: string | null;
  input_tokens: number;
  output_tokens: number;
  idempotency_key: string;
  child_run_id: string | null;
}

export interface ApprovalRow {
  id: string;
  run_id: string;
  step_id: string;
  status: 'pending' | 'approved' | 'denied';
  edited_input: Record<string, unknown> | null;
}
