import { numericValue } from './columns.ts';
import type { ColumnKey, ExplorerRow } from './explorerRow.ts';

/** The words `aria-sort` uses, so the header can show the order as it is. */
export type SortDirection = 'ascending' | 'descending';

export interface ExplorerSort {
  key: ColumnKey;
  direction: SortDirection;
}

export const defaultSort: ExplorerSort = { key: 'ai_applicability_score', direction: 'descending' };

const byTitle = (a: ExplorerRow, b: ExplorerRow) =>
  a.occupation_title.localeCompare(b.occupation_title, 'en-US') || a.soc_code.localeCompare(b.soc_code);

function compareValues(a: ExplorerRow, b: ExplorerRow, key: ColumnKey): number {
  const [x, y] = [a[key], b[key]];
  if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'en-US', { numeric: true });
  return (numericValue(a, key) ?? 0) - (numericValue(b, key) ?? 0);
}

/**
 * Rows in the chosen order. Missing values go last in both directions (a blank wage is not the
 * lowest wage), and ties fall back to the title so the order never depends on the input order.
 */
export function sortRows(rows: readonly ExplorerRow[], sort: ExplorerSort): ExplorerRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const [aMissing, bMissing] = [a[sort.key] === null, b[sort.key] === null];
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    return (aMissing ? 0 : sign * compareValues(a, b, sort.key)) || byTitle(a, b);
  });
}

/** A click on the sorted column turns it round; another column starts with its highest values, text from A. */
export function nextSort(current: ExplorerSort, key: ColumnKey, isText: boolean): ExplorerSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: isText ? 'ascending' : 'descending' };
}
