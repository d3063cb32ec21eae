import { columnsCsv, type CsvValue } from '../kit/csvText.ts';

/** A column of a figure table: the field it shows and its heading. */
export interface Column<Row> {
  key: keyof Row & string;
  label: string;
  numeric?: boolean;
}

/** How a figure table is shown: filtered by text, sorted by one column, one page at a time. */
export interface TableView<Row> {
  filter: string;
  sortKey: keyof Row & string;
  descending: boolean;
  page: number;
}

export const pageSize = 10;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** The rows the view selects, before paging: those whose text matches the filter, in order. */
export function viewRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], view: TableView<Row>): Row[] {
  const needle = view.filter.trim().toLowerCase();
  const matching = needle
    ? rows.filter((row) =>
        columns.some((column) =>
          String(row[column.key] ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      )
    : [...rows];
  const direction = view.descending ? -1 : 1;
  return matching.sort((a, b) => direction * compare(a[view.sortKey], b[view.sortKey]));
}

/** The rows of the view's page, and how many pages there are (at least one). */
export function pageOf<Row>(rows: readonly Row[], page: number): { rows: Row[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * pageSize, (current + 1) * pageSize), pages, page: current };
}

/** The rows as CSV in the columns' order, through the admin's one CSV writer. */
export function figuresCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  return columnsCsv(
    columns.map((column) => ({ label: column.label, value: (row: Row) => (row[column.key] ?? null) as CsvValue })),
    rows,
  );
}
