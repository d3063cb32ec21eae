import { type ReactNode, useCallback } from 'react';
import { ToolData, ToolEmpty } from './ToolStates.tsx';
import { useToolData } from './useToolData.ts';

/**
 * The row a tool's address opens (`?brief=<id>`, `?note=<id>`): loading, its failure with "Try
 * again", a row that no longer exists with the way back to the list, or what `children` draws of it.
 * `read` is a module's function, so the row is read again only when `id` changes.
 */
export function OpenedRow<T>({
  id,
  read,
  what,
  missing,
  back,
  onBack,
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
  children(row: T): ReactNode;
}) {
  const load = useCallback(() => read(id), [read, id]);
  const data = useToolData(load);
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
      {(row) => row !== null && children(row)}
    </ToolData>
  );
}
