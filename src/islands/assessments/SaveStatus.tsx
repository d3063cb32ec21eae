import type { SaveState } from '../../lib/assessments/results/saveProcess.ts';

interface SaveStatusProps {
  state: SaveState;
  onRetry(): void;
}

/** Whether the result reached the person's account; a failure says why and offers a retry. */
export function SaveStatus({ state, onRetry }: SaveStatusProps) {
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-line p-3">
        <p>Your result is shown below but was not saved to your account: {state.message}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try saving again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted">
      {state.kind === 'saving' ? 'Saving your result to your account…' : 'Saved to your account.'}
    </p>
  );
}
