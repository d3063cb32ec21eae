import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { toastFailure } from '../kit/toastFailure.ts';
import { cancelRun } from './runActions.ts';

/** Stops a run that is queued, running or waiting for approval; what its steps already did stays done. */
export function CancelRunButton({ runId, onCancelled }: { runId: string; onCancelled(): void }) {
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      await cancelRun(runId);
      addToast({ title: 'Run cancelled' });
    } catch (error) {
      toastFailure('The run was not cancelled', error);
    } finally {
      setBusy(false);
      // Cancelled, or finished meanwhile (a 409): either way the page shows the run as it is now.
      onCancelled();
    }
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={cancel}>
      {busy ? 'Cancelling…' : 'Cancel run'}
    </button>
  );
}
