import { ToolEmpty } from '../kit/ToolStates.tsx';
import { ApprovalCard } from './ApprovalCard.tsx';
import type { WaitingApproval } from './approvalsApi.ts';
import type { WorkbenchTool } from '../kit/workbenchCatalog.ts';
import { workflowTitle } from './runLabels.ts';

/** Every call waiting for the owner across runs, oldest first, each decided here or opened in its run. */
export function ApprovalsInbox({
  waiting,
  titles,
  tools,
  onOpenRun,
  onDecided,
}: {
  waiting: readonly WaitingApproval[];
  titles: ReadonlyMap<string, string>;
  tools: readonly WorkbenchTool[];
  onOpenRun(id: string): void;
  onDecided(): void;
}) {
  if (waiting.length === 0)
    return (
      <ToolEmpty title="Nothing waits for your approval">
        A run that wants to send mail, or whose model wants to change your data, waits here until you approve, edit or deny it.
      </ToolEmpty>
    );
  return (
    <ul className="run-inbox">
      {waiting.map(({ approval, step, run, ask }) => (
        <li key={approval.id}>
          <p>
            <strong>{workflowTitle(titles, run.workflow)}</strong>
            {run.is_sample && <span className="admin-badge">sample</span>}: {step.label || ask.tool}.{' '}
            <button type="button" className="admin-link" onClick={() => onOpenRun(run.id)}>
              Open the run
            </button>
          </p>
          <ApprovalCard approvalId={approval.id} ask={ask} tools={tools} onDecided={onDecided} />
        </li>
      ))}
    </ul>
  );
}
