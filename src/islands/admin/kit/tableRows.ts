import type { ReactNode } from 'react';
import { columnsCsv, type CsvValue } from './csvText.ts';
import { compareValues, pageOf, rowsPerPage } from './listPages.ts';
import type { SortDirection } from './SortHeader.tsx';

/**
 * A column of a DataTable, the one description a tool gives of it: what it is called, its value in a
 * row (what it sorts by and exports), and how its cell looks when that is not the value as text.
 */
export interface Column<Row> {
  /** Names the column in the sort and in the address (`?sort=name`, `?sort=-name`). */
  key: string;
  label: string;
  value(row: Row): CsvValue;
  cell?(row: Row): ReactNode;
  /** The export's value when it is not `value` (a stage's name where the table sorts by its order); false leaves it out. */
  csv?: false | ((row: Row) => CsvValue);
  /** Its cell is the button that opens the row (DataTable's onOpen), marked when the row is sample data. */
  opens?: true;
  /** Figures: aligned to the right. */
  numeric?: true;
  sortable?: false;
  /** A heading read to screen readers only (a column of buttons). */
  hiddenLabel?: true;
  /** Its cell heads the row (a check's name, a figure's): read with every other cell of the row. */
  rowHeader?: true;
}

export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** One page of a list and where it stands; a server-paged list gives these from its query. */
export interface TablePage<Row> {
  rows: readonly Row[];
  page: number;
  pages: number;
  /** The rows the filter keeps, on every page. */
  total: number;
  /** Whether a filter left rows out: an empty page then says "no match" rather than "nothing yet". */
  filtered: boolean;
}

const sortable = (value: CsvValue) => (typeof value === 'boolean' ? Number(value) : value);

/** The rows in the order of one column, either way; empty values last. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: TableSort): Row[] {
  const column = columns.find((candidate) => candidate.key === sort.key);
  if (!column) return [...rows];
  return [...rows].sort((a, b) => compareValues(sortable(column.value(a)), sortable(column.value(b)), sort.direction));
}

/**
 * A list held whole in the browser: the rows `keep` keeps (all without it), sorted (kept in their
 * order without a sort), every one (`kept`, for the export) and the page shown (all without a page).
 */
export function clientTable<Row>(
  rows: readonly Row[],
  view: { columns: readonly Column<Row>[]; keep?(row: Row): boolean; sort?: TableSort; page?: number; size?: number },
): TablePage<Row> & { kept: Row[] } {
  const filtered = view.keep ? rows.filter(view.keep) : [...rows];
  const kept = view.sort ? sortRows(filtered, view.columns, view.sort) : filtered;
  if (view.page === undefined) return { rows: kept, page: 1, pages: 1, total: kept.length, filtered: kept.length < rows.length, kept };
  return { ...pageOf(kept, view.page, view.size ?? rowsPerPage), total: kept.length, filtered: kept.length < rows.length, kept };
}

/** The rows as CSV in the table's own columns (those not left out), with their export values. */
export function tableCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const exported = columns.flatMap((column) =>
    column.csv === false ? [] : [{ label: column.label, value: column.csv ?? ((row: Row) => column.value(row)) }],
  );
  return columnsCsv(exported, rows);
}

/** Whether a text filter finds its needle in any of the fields, ignoring case; an empty needle keeps everything. */
export function textMatches(needle: string, fields: readonly (string | null | undefined)[]): boolean {
  const wanted = needle.trim().toLocaleLowerCase();
  return !wanted || fields.some((field) => field?.toLocaleLowerCase().includes(wanted));
}

/** Keeps the rows in which any column's value holds the needle, ignoring case (a figure table's search). */
export const columnsMatch =
  <Row>(columns: readonly Column<Row>[], needle: string) =>
  (row: Row): boolean =>
    textMatches(
      needle,
      columns.map((column) => String(column.value(row) ?? '')),
    );
