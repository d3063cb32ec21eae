import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { toastFailure } from '../kit/toastFailure.ts';
import { ApprovalCard } from './ApprovalCard.tsx';
import { retryFromStep } from './runActions.ts';
import type { WorkbenchTool } from '../kit/workbenchCatalog.ts';
import { type Approval, askOf, type RunSummary, type Step } from './runShapes.ts';
import { canRetry, timelineOf } from './runTimeline.ts';
import { StepItem } from './StepItem.tsx';

const decisionLabels: Record<Approval['status'], string> = { pending: 'Waiting for you', approved: 'You approved', denied: 'You denied' };

/**
 * A run's steps in order, each its latest attempt with the earlier ones folded: an approval that
 * waits is decided here, a failed step of a failed run is retried from here, and a step that
 * handed work to an agent links to that agent's run (`childLink`).
 */
export function RunTimeline({
  run,
  steps,
  approvals,
  tools,
  onChanged,
  childLink,
}: {
  run: RunSummary;
  steps: readonly Step[];
  approvals: readonly Approval[];
  tools: readonly WorkbenchTool[];
  onChanged(): void;
  childLink(step: Step): { href: string; text: string };
}) {
  const [retrying, setRetrying] = useState(false);
  async function retry(step: Step) {
    setRetrying(true);
    try {
      await retryFromStep(run.id, step.id);
      addToast({ title: `Running again from step ${step.ordinal + 1}` });
      onChanged();
    } catch (error) {
      toastFailure('The run was not retried', error);
    } finally {
      setRetrying(false);
    }
  }
  if (steps.length === 0) return <p className="admin-muted">No step has run yet.</p>;
  return (
    <ol className="run-timeline">
      {timelineOf(steps).map((entry) => {
        const { step } = entry;
        const decision = step.kind === 'approval' ? approvals.find((candidate) => candidate.step_id === step.id) : undefined;
        const link = step.kind === 'child_run' ? childLink(step) : null;
        return (
          <StepItem key={step.id} entry={entry}>
            {decision?.status === 'pending' && step.status === 'waiting' ? (
              <ApprovalCard approvalId={decision.id} ask={askOf(step)} tools={tools} onDecided={onChanged} />
            ) : (
              decision && <p>{decisionLabels[decision.status]}.</p>
            )}
            {link && (
              <a className="admin-link" href={link.href}>
                {link.text}
              </a>
            )}
            {canRetry(run, entry) && (
              <div className="admin-actions">
                <button type="button" className="button" disabled={retrying} onClick={() => retry(step)}>
                  Retry from this step
                </button>
              </div>
            )}
          </StepItem>
        );
      })}
    </ol>
  );
}
