/** How many rows a console list shows at once. */
export const rowsPerPage = 25;

/** The pages a list of `total` rows takes: at least one, so an empty list is "page 1 of 1". */
export function pageCount(total: number, size = rowsPerPage): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of page `page` (from 1), the page clamped to those that exist (a filter may shrink the list). */
export function pageOf<Row>(rows: readonly Row[], page: number, size = rowsPerPage): { rows: Row[]; page: number; pages: number } {
  const pages = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}

/** Compares two values of a column for sorting: text by the reader's collation, empty values last either way. */
export function compareValues(a: string | number | null, b: string | number | null, direction: 'ascending' | 'descending'): number {
  if (a === b) return 0;
  if (a === null || a === '') return 1;
  if (b === null || b === '') return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return direction === 'ascending' ? order : -order;
}
