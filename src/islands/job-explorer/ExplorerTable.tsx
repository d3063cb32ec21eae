import { cellText } from './cellText.ts';
import { explorerColumns } from './columns.ts';
import type { ExplorerRow } from './explorerRow.ts';
import { type ExplorerSort, nextSort } from './rowSort.ts';

interface Props {
  rows: readonly ExplorerRow[];
  sort: ExplorerSort;
  onSort: (sort: ExplorerSort) => void;
}

/** Every column sorts from its header button; the sorted one carries `aria-sort`, as screen readers expect. */
export function ExplorerTable({ rows, sort, onSort }: Props) {
  return (
    <div className="explorer-table" role="region" aria-labelledby="explorer-caption" tabIndex={0}>
      <table>
        <caption id="explorer-caption">Every occupation and measure of the source files; select a column header to sort by it</caption>
        <thead>
          <tr>
            {explorerColumns.map((column) => (
              <th key={column.key} scope="col" aria-sort={sort.key === column.key ? sort.direction : undefined}>
                <button type="button" onClick={() => onSort(nextSort(sort, column.key, column.kind === 'text'))}>
                  {column.label}
                  <span className="explorer-source">{column.source}</span>
                  <span className="explorer-arrow" aria-hidden="true">
                    {sort.key !== column.key ? '' : sort.direction === 'ascending' ? '▲' : '▼'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.soc_code}>
              {explorerColumns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {cellText(row, column)}
                  </th>
                ) : (
                  <td key={column.key} className={column.kind === 'text' ? undefined : 'explorer-number'}>
                    {cellText(row, column)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
