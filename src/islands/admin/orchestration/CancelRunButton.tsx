import { addToast } from '../../../stores/toasts.ts';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { cancelRun } from './runActions.ts';

/** Stops a run that is queued, running or waiting for approval; what its steps already did stays done. */
export function CancelRunButton({ runId, onCancelled }: { runId: string; onCancelled(): void }) {
  const { busy, act } = useBusyAction();
  async function cancel() {
    await act('The run was not cancelled', async () => {
      await cancelRun(runId);
      addToast({ title: 'Run cancelled' });
    });
    // Cancelled, or finished meanwhile (a 409): either way the page shows the run as it is now.
    onCancelled();
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={cancel}>
      {busy ? 'Cancelling…' : 'Cancel run'}
    </button>
  );
}
