import { optionsOf } from '../kit/choiceOptions.ts';
import type { RunStatus, RunSummary, Step, StepKind } from './runShapes.ts';

/** What the owner reads for each state of a run, of a step and for each kind of step. */
export const runStatusLabels: Record<RunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  waiting_approval: 'Waiting for approval',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
export const runStatusOptions = optionsOf(runStatusLabels);

export const stepStatusLabels: Record<Step['status'], string> = {
  running: 'Running',
  waiting: 'Waiting for you',
  succeeded: 'Done',
  failed: 'Failed',
};

export const stepKindLabels: Record<StepKind, string> = {
  model_call: 'Model call',
  tool_call: 'Tool call',
  approval: 'Approval',
  child_run: 'Handed to an agent',
};

/** The states in which a run still changes by itself or waits for the owner: a page showing one asks again. */
const activeStatuses: ReadonlySet<RunStatus> = new Set(['queued', 'running', 'waiting_approval']);
export const isActive = (run: Pick<RunSummary, 'status'>) => activeStatuses.has(run.status);

/** How a run ran: by the workflow's own rules with no model, or as an agent of the model named. */
export function modeLabel(run: Pick<RunSummary, 'mode' | 'model'>): string {
  if (run.mode === 'rules') return 'By its rules, no model';
  return run.model ? `Agent · ${run.model}` : 'Agent';
}

/** A workflow's title from the catalog, or its name when the catalog does not know it (a workflow since removed). */
export const workflowTitle = (titles: ReadonlyMap<string, string>, workflow: string) => titles.get(workflow) ?? workflow;
