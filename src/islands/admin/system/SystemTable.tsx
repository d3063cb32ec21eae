import { type ReactNode, useId, useMemo, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { csvText } from '../kit/csvText.ts';
import { FormField } from '../../shared/FormField.tsx';

export interface Column<Row> {
  key: string;
  label: string;
  /** The value the column sorts, filters and exports by. */
  value(row: Row): string | number | null;
  /** How the cell is drawn; the value as text by default. */
  render?(row: Row): ReactNode;
  numeric?: boolean;
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  csvName: string;
  pageSize?: number;
  /** Extra controls drawn next to the filter (a select, a button). */
  controls?: ReactNode;
}

/** A list of the system pages: filter by text, sort by any column, page, and export what the filter keeps as CSV. */
export function SystemTable<Row>({ caption, columns, rows, rowKey, csvName, pageSize = 25, controls }: Props<Row>) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ key: string; descending: boolean } | null>(null);
  const [page, setPage] = useState(0);
  const kept = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const filtered = needle
      ? rows.filter((row) =>
          columns.some((column) =>
            String(column.value(row) ?? '')
              .toLowerCase()
              .includes(needle),
          ),
        )
      : [...rows];
    const column = columns.find((candidate) => candidate.key === sort?.key);
    if (column && sort) {
      const order = (a: Row, b: Row) => compare(column.value(a), column.value(b));
      filtered.sort((a, b) => (sort.descending ? order(b, a) : order(a, b)));
    }
    return filtered;
  }, [rows, columns, filter, sort]);
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const shown = Math.min(page, pages - 1);
  const visible = kept.slice(shown * pageSize, (shown + 1) * pageSize);
  const exportCsv = () =>
    downloadFile(
      csvText(
        columns.map((column) => column.label),
        kept.map((row) => columns.map((column) => column.value(row))),
      ),
      csvName,
      'text/csv;charset=utf-8',
    );
  return (
    <div className="system-table">
      <div className="admin-actions">
        <FormField id={`${id}-filter`} label="Filter">
          {(control) => (
            <input
              {...control}
              type="search"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setPage(0);
              }}
            />
          )}
        </FormField>
        {controls}
        <button type="button" className="button" onClick={exportCsv} disabled={kept.length === 0}>
          Export CSV
        </button>
      </div>
      <div className="system-scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  className={column.numeric ? 'system-number' : undefined}
                >
                  <button
                    type="button"
                    onClick={() => setSort({ key: column.key, descending: sort?.key === column.key ? !sort.descending : false })}
                  >
                    {column.label}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'system-number' : undefined}>
                    {column.render ? column.render(row) : String(column.value(row) ?? '–')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        <span className="admin-muted" role="status">
          {kept.length === 0
            ? 'No rows match the filter.'
            : `Rows ${shown * pageSize + 1}–${shown * pageSize + visible.length} of ${kept.length}`}
        </span>
        {pages > 1 && (
          <>
            <button type="button" className="button" onClick={() => setPage(shown - 1)} disabled={shown === 0}>
              Previous page
            </button>
            <button type="button" className="button" onClick={() => setPage(shown + 1)} disabled={shown >= pages - 1}>
              Next page
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}
