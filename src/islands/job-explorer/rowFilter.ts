import { matchesFilter } from '../jobs-chart/chartFilter.ts';
import { numericValue } from './columns.ts';
import type { ColumnKey, ExplorerRow } from './explorerRow.ts';

/** Inclusive bounds on one numeric column; null leaves that side open. */
export interface RangeFilter {
  key: ColumnKey;
  min: number | null;
  max: number | null;
}

export interface ExplorerFilter {
  /** Two-digit major group, or '' for every group. */
  group: string;
  /** Words that must all appear in the title or the SOC code. */
  query: string;
  ranges: readonly RangeFilter[];
}

export const noFilter: ExplorerFilter = { group: '', query: '', ranges: [] };

/** A row without a value in a bounded column is left out: nobody can say it lies within the range. */
function withinRange(row: ExplorerRow, range: RangeFilter): boolean {
  if (range.min === null && range.max === null) return true;
  const value = numericValue(row, range.key);
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

export function filterRows(rows: readonly ExplorerRow[], filter: ExplorerFilter): ExplorerRow[] {
  return rows.filter(
    (row) =>
      matchesFilter({ group: row.major_group_code.slice(0, 2), title: `${row.occupation_title} ${row.soc_code}` }, filter) &&
      filter.ranges.every((range) => withinRange(row, range)),
  );
}
