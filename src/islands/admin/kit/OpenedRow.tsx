import { type ReactNode, useCallback } from 'react';
import { ToolData, ToolEmpty } from './ToolStates.tsx';
import { usePolling } from './usePolling.ts';
import { useToolData } from './useToolData.ts';

/**
 * The row a tool's address opens (`?brief=<id>`, `?note=<id>`): loading, its failure with "Try
 * again", a row that no longer exists with the way back to the list, or what `children` draws of it.
 * `read` is a module's function, so the row is read again only when `id` changes, and every second
 * or two while `pollWhile` says it is still changing by itself (a run at work).
 */
export function OpenedRow<T>({
  id,
  read,
  what,
  missing,
  back,
  onBack,
  pollWhile,
  children,
}: {
  id: string;
  read(id: string): Promise<T | null>;
  /** "the brief": what is loading. */
  what: string;
  /** "This brief does not exist": the title said when there is no such row. */
  missing: string;
  /** "See every brief": the way back to the list. */
  back: string;
  onBack(): void;
  pollWhile?(row: T): boolean;
  /** Draws the row; `reload` reads it again (after a change made to it). */
  children(row: T, reload: () => Promise<void>): ReactNode;
}) {
  const load = useCallback(() => read(id), [read, id]);
  const data = useToolData(load);
  const row = data.state.kind === 'loaded' ? data.state.data : null;
  usePolling(row !== null && (pollWhile?.(row) ?? false), data.reload);
  const gone = (
    <ToolEmpty title={missing}>
      It may have been deleted.{' '}
      <button type="button" className="admin-link" onClick={onBack}>
        {back}
      </button>
      .
    </ToolEmpty>
  );
  return (
    <ToolData data={data} what={what} isEmpty={(row) => row === null} empty={gone}>
      {(loaded) => loaded !== null && children(loaded, data.reload)}
    </ToolData>
  );
}
