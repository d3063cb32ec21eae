import type { ReactNode } from 'react';
import type { ToolState } from './useToolData.ts';

/** What a tool shows while its data is on the way. */
export function ToolLoading({ what }: { what: string }) {
  return (
    <p className="admin-state" role="status">
      Loading {what}…
    </p>
  );
}

/** An empty list says what to do first; `data-empty` lets a check find every empty state. */
export function ToolEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-state" data-empty="">
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

/**
 * A tool's data in its states, from useToolData: "Loading …" on the way, the failure with "Try
 * again", the empty message when `isEmpty` says there is nothing yet, else what `children` draws.
 */
export function ToolData<T>({
  data,
  what,
  isEmpty,
  empty,
  children,
}: {
  data: { state: ToolState<T>; reload(): void };
  what: string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  const { state, reload } = data;
  if (state.kind === 'loading') return <ToolLoading what={what} />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  return <>{isEmpty?.(state.data) ? empty : children(state.data)}</>;
}
