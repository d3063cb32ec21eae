import { useId, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { type Column, figuresCsv, pageOf, viewRows, type TableView } from './tableView.ts';

interface FigureTableProps<Row> {
  title: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The CSV's file name, without the extension. */
  file: string;
  sortKey: keyof Row & string;
  empty: string;
}

/** A table of figures: filter, sort by any column, page through, and export all of it as CSV. */
export function FigureTable<Row>({ title, columns, rows, file, sortKey, empty }: FigureTableProps<Row>) {
  const id = useId();
  const [view, setView] = useState<TableView<Row>>({ filter: '', sortKey, descending: true, page: 0 });
  const selected = viewRows(rows, columns, view);
  const shown = pageOf(selected, view.page);
  const sortBy = (key: keyof Row & string) =>
    setView((current) => ({ ...current, sortKey: key, descending: current.sortKey === key ? !current.descending : true, page: 0 }));

  return (
    <div className="figure-table">
      <div className="admin-actions">
        <label htmlFor={`${id}-filter`}>Filter</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={view.filter}
          onChange={(event) => setView((current) => ({ ...current, filter: event.target.value, page: 0 }))}
        />
        <button
          type="button"
          className="button"
          disabled={rows.length === 0}
          onClick={() => downloadFile(figuresCsv(columns, selected), `${file}.csv`, 'text/csv;charset=utf-8')}
        >
          Export CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <div className="figure-table-scroll">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? 'numeric' : undefined}
                    aria-sort={view.sortKey === column.key ? (view.descending ? 'descending' : 'ascending') : 'none'}
                  >
                    <button type="button" onClick={() => sortBy(column.key)}>
                      {column.label}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are figures with no id of their own, redrawn as a whole.
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                      {String(row[column.key] ?? '—')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown.pages > 1 && (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            disabled={shown.page === 0}
            onClick={() => setView((current) => ({ ...current, page: shown.page - 1 }))}
          >
            Previous
          </button>
          <span>
            Page {shown.page + 1} of {shown.pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={shown.page === shown.pages - 1}
            onClick={() => setView((current) => ({ ...current, page: shown.page + 1 }))}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
