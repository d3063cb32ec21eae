import type { KeyboardEvent, ReactNode } from 'react';
import { ListPager } from './ListPager.tsx';
import { SortHeader } from './SortHeader.tsx';
import { rowStep } from './rowKeys.ts';
import type { Column, TablePage, TableSort } from './tableRows.ts';

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  /** The page shown: from clientTable for a list held in the browser, from the query for a server-paged one. */
  table: TablePage<Row>;
  rowKey(row: Row): string;
  /** What the `opens` column's button does: open the row (its editor, its page). */
  onOpen?(row: Row): void;
  /** Whether a row is sample data, marked "sample" beside its opening button. */
  isSample?(row: Row): boolean;
  /** The sort, held by the tool (in its address); without it the headings do not sort. */
  sort?: TableSort;
  onSort?(sort: TableSort): void;
  /** With these, the pager under the table: "Page 2 of 5 (112 leads)". */
  noun?: string;
  onPage?(page: number): void;
  caption?: string;
  /** What an empty list says, first thing to do included (a ToolEmpty). */
  empty: ReactNode;
  /** What a filter that keeps nothing says ("No lead matches this filter."). */
  noMatch?: string;
}

/**
 * The one table of the admin tools, described by its columns (Plausible's report list is the
 * model): sorted by a heading, a page at a time, a message when empty. The keyboard moves between
 * rows with j and k or the arrow keys from a row's link or button.
 */
export function DataTable<Row>({
  columns,
  table,
  rowKey,
  onOpen,
  isSample,
  sort,
  onSort,
  noun,
  onPage,
  caption,
  empty,
  noMatch = 'Nothing matches this filter.',
}: DataTableProps<Row>) {
  if (table.total === 0 && !table.filtered) return <>{empty}</>;
  if (table.total === 0)
    return (
      <p className="admin-muted" role="status">
        {noMatch}
      </p>
    );
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          {caption && <caption>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) =>
                sort && onSort && column.sortable !== false ? (
                  <SortHeader key={column.key} column={column.key} label={column.label} sort={sort} onSort={onSort} />
                ) : (
                  <th key={column.key} scope="col">
                    {column.hiddenLabel ? <span className="sr-only-text">{column.label}</span> : column.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody onKeyDown={moveBetweenRows}>
            {table.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell key={column.key} scope={column.rowHeader && 'row'} className={column.numeric ? 'admin-numeric' : undefined}>
                      {column.opens && onOpen ? (
                        <OpenRowButton sample={isSample?.(row)} onOpen={() => onOpen(row)}>
                          {cellOf(column, row)}
                        </OpenRowButton>
                      ) : (
                        cellOf(column, row)
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {noun && onPage && <ListPager page={table.page} pages={table.pages} total={table.total} noun={noun} onPage={onPage} />}
    </>
  );
}

/** j/k and the arrows move the focus to the same control in the next or previous row. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>): void {
  const target = event.target as HTMLElement;
  const step = rowStep(event, target.tagName);
  const row = target.closest('tr');
  if (!step || !row) return;
  const rows = [...event.currentTarget.rows];
  const next = rows[rows.indexOf(row) + step];
  const cell = target.closest('td')?.cellIndex ?? 0;
  const control = next?.cells[cell]?.querySelector<HTMLElement>('a, button') ?? next?.querySelector<HTMLElement>('a, button');
  if (!control) return;
  event.preventDefault();
  control.focus();
}

const cellOf = <Row,>(column: Column<Row>, row: Row): ReactNode => (column.cell ? column.cell(row) : String(column.value(row) ?? ''));

/** A row's title that opens it, with its "sample" mark when the row is sample data. */
function OpenRowButton({ children, sample, onOpen }: { children: ReactNode; sample: boolean | undefined; onOpen(): void }) {
  return (
    <>
      <button type="button" className="admin-link" onClick={onOpen}>
        {children}
      </button>
      {sample && <span className="admin-badge">sample</span>}
    </>
  );
}
