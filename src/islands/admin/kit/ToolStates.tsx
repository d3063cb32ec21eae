import type { ReactNode } from 'react';

/** What a tool shows while its data is on the way. */
export function ToolLoading({ what }: { what: string }) {
  return (
    <p className="admin-state" role="status">
      Loading {what}…
    </p>
  );
}

/** An empty list says what to do first. */
export function ToolEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-state">
      <p className="admin-state-title">{title}</p>
      <p>{children}</p>
    </div>
  );
}

/** A failure says what went wrong, and offers to try again when that can help. */
export function ToolFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="admin-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
