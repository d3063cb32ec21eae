import { useDeferredValue, useMemo, useState } from 'react';
import { ExplorerFilters } from './ExplorerFilters.tsx';
import { ExplorerTable } from './ExplorerTable.tsx';
import type { ExplorerRow } from './explorerRow.ts';
import { type RangeDraft, rangeFilters } from './rangeDrafts.ts';
import { RangeFilters } from './RangeFilters.tsx';
import { filterRows } from './rowFilter.ts';
import { exportFileName, rowsCsv } from './rowsCsv.ts';
import { defaultSort, type ExplorerSort, sortRows } from './rowSort.ts';

interface Props {
  rows: readonly ExplorerRow[];
  onExport: (csv: string, fileName: string) => void;
}

/** The admin's table of every occupation and measure: filters, sort by any column, export of the rows shown. */
export function Explorer({ rows, onExport }: Props) {
  const [group, setGroup] = useState('');
  const [query, setQuery] = useState('');
  const [ranges, setRanges] = useState<RangeDraft[]>([]);
  const [sort, setSort] = useState<ExplorerSort>(defaultSort);
  // Typing stays quick while the 785-row table catches up.
  const filter = useDeferredValue(useMemo(() => ({ group, query, ranges: rangeFilters(ranges) }), [group, query, ranges]));
  const shown = useMemo(() => sortRows(filterRows(rows, filter), sort), [rows, filter, sort]);

  return (
    <div className="explorer">
      <ExplorerFilters rows={rows} group={group} query={query} onGroup={setGroup} onQuery={setQuery} />
      <RangeFilters ranges={ranges} onChange={setRanges} />
      <div className="explorer-summary">
        <p role="status">
          Showing {shown.length} of {rows.length} occupations.
        </p>
        <button
          type="button"
          className="button"
          disabled={shown.length === 0}
          onClick={() => onExport(rowsCsv(shown), exportFileName(shown.length, rows.length))}
        >
          Export the {shown.length} rows shown as CSV
        </button>
      </div>
      <ExplorerTable rows={shown} sort={sort} onSort={setSort} />
    </div>
  );
}
