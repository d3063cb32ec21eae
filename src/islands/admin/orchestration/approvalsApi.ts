import { type Approval, type ApprovalAsk, askOf, type RunSummary, type Step } from './runShapes.ts';
import { approvalsWhere, runsByIds, stepsOf } from './runsApi.ts';

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
