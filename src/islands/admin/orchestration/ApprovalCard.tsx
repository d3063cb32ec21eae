import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { ToolCallError } from '../kit/adminFunctions.ts';
import { SchemaForm } from '../kit/SchemaForm.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import type { ApprovalAsk } from './runShapes.ts';
import { ReadableValue } from './FoldedValue.tsx';
import { decideApproval } from './runActions.ts';
import type { WorkbenchTool } from '../kit/workbenchCatalog.ts';

/**
 * One call that waits for the owner: the tool, why it asks, its input to read, and Approve, Edit
 * then approve (the input in the form of the tool's own schema) or Deny. The run goes on at once.
 */
export function ApprovalCard({
  approvalId,
  ask,
  tools,
  onDecided,
}: {
  approvalId: string;
  ask: ApprovalAsk;
  tools: readonly WorkbenchTool[];
  onDecided(): void;
}) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const tool = tools.find((candidate) => candidate.name === ask.tool);
  const idPrefix = `approval-${approvalId.slice(0, 8)}`;

  async function decide(decision: 'approve' | 'deny', input?: Record<string, unknown>) {
    setBusy(true);
    try {
      await decideApproval(approvalId, decision, input);
      addToast({ title: decision === 'deny' ? `Denied: ${ask.tool} will not run` : `Approved: ${ask.tool} runs now` });
      onDecided();
    } catch (error) {
      // Decided in another tab meanwhile, or the run was cancelled: what the page shows is out of date.
      if (error instanceof ToolCallError && error.status === 409) onDecided();
      throw error;
    } finally {
      setBusy(false);
    }
  }
  // The form says its own failure beside what was typed; a button's is a toast.
  const decideNow = (decision: 'approve' | 'deny') => () =>
    decide(decision).catch((error: unknown) => toastFailure('The decision was not recorded', error));

  return (
    <div className="run-approval">
      <p>
        <strong>{ask.tool}</strong> {tool && <span className="admin-badge">{tool.effect}</span>} {ask.reason}
      </p>
      {editing && tool ? (
        <SchemaForm
          idPrefix={idPrefix}
          label={`Edit what ${ask.tool} will run with`}
          schema={tool.input}
          initial={ask.input}
          keepIds
          submitLabel="Approve with these changes"
          busyLabel="Approving…"
          onSubmit={(input) => decide('approve', input)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <ReadableValue value={ask.input} />
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={decideNow('approve')}>
              Approve
            </button>
            {tool && (
              <button type="button" className="button" disabled={busy} onClick={() => setEditing(true)}>
                Edit then approve
              </button>
            )}
            <button type="button" className="button" disabled={busy} onClick={decideNow('deny')}>
              Deny
            </button>
          </div>
        </>
      )}
    </div>
  );
}
