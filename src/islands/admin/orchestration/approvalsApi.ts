import { checked, fields, jsonObject, type ShapeOf, text } from '../kit/answerShape.ts';
import type { Approval, RunSummary, Step } from './runShapes.ts';
import { approvalsWhere, runsByIds, stepsOf } from './runsApi.ts';

/** What an approval step holds: the tool that waits, the input it would run with, and why it asks. */
const ask = fields({ tool: text, input: jsonObject, reason: text });
export type ApprovalAsk = ShapeOf<typeof ask>;

/** The ask of an approval step, checked before the owner is shown it. */
export const askOf = (approvalStep: Step): ApprovalAsk => checked(ask, approvalStep.input, 'what the step asks');

/** A pending approval with what it belongs to: its step, its run, and what it asks. */
export interface WaitingApproval {
  approval: Approval;
  step: Step;
  run: RunSummary;
  ask: ApprovalAsk;
}

/** Every approval still waiting for the owner, across runs, oldest first. */
export async function loadWaitingApprovals(): Promise<WaitingApproval[]> {
  const pending = await approvalsWhere({ pending: true });
  const [steps, runs] = await Promise.all([
    stepsOf(
      pending.map((entry) => entry.step_id),
      'id',
    ),
    runsByIds([...new Set(pending.map((entry) => entry.run_id))]),
  ]);
  return pending.flatMap((entry) => {
    const waitingStep = steps.find((candidate) => candidate.id === entry.step_id);
    const waitingRun = runs.find((candidate) => candidate.id === entry.run_id);
    return waitingStep && waitingRun ? [{ approval: entry, step: waitingStep, run: waitingRun, ask: askOf(waitingStep) }] : [];
  });
}
