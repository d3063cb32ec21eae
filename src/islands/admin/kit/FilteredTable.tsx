import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from './FilterBar.tsx';
import type { ListControls } from './listControls.ts';
import { type Column, clientTable, type TableSort, tableCsv } from './tableRows.ts';

/** What a list is, apart from its rows: its filters, its columns, which rows a view keeps, and its words. */
export interface ListTable<Row, V> {
  /** Names the filter bar's fields, and the export (`<idPrefix>.csv` unless `filename` says otherwise). */
  idPrefix: string;
  controls: readonly FilterControl<V>[];
  columns: readonly Column<Row>[];
  keep(view: V): (row: Row) => boolean;
  noun: string;
  /** What a filter that keeps nothing says ("No lead matches this filter."). */
  noMatch: string;
  /** What the list says while it has no row at all: a ToolEmpty saying how the first one comes. */
  empty: ReactNode;
  filename?: string;
  /** The rows kept as CSV; the table's own columns by default. */
  csv?(rows: readonly Row[]): string;
}

interface FilteredTableProps<Row, V extends { sort: TableSort; page: number }> {
  /** The view and its setters, from useListAddress. */
  list: ListControls<V>;
  rows: readonly Row[];
  spec: ListTable<Row, V>;
  /** How a row is keyed, opened and marked sample (`opensById` for rows known by their id). */
  rowProps: Pick<DataTableProps<Row>, 'rowKey' | 'onOpen' | 'isSample'>;
  /** Buttons in the filter bar, before the export (New, Add). */
  children?: ReactNode;
  /** What opens between the bar and the table (a form the bar's button opened). */
  between?: ReactNode;
}

/**
 * A tool's list held whole in the browser: its filter bar with the export, then the table of the
 * rows the filters keep, sorted and paged as the view says, each row opening its editor or page.
 */
export function FilteredTable<Row, V extends { sort: TableSort; page: number }>({
  list,
  rows,
  spec,
  ...props
}: FilteredTableProps<Row, V>) {
  const { columns } = spec;
  const table = clientTable(rows, { columns, keep: spec.keep(list.address), sort: list.address.sort, page: list.address.page });
  const csv = spec.csv ?? ((kept: readonly Row[]) => tableCsv(columns, kept));
  return (
    <>
      <FilterBar idPrefix={spec.idPrefix} controls={spec.controls} {...list.filterBar}>
        {props.children}
        <ExportCsvButton filename={spec.filename ?? `${spec.idPrefix}.csv`} csv={() => csv(table.kept)} disabled={table.total === 0} />
      </FilterBar>
      {props.between}
      <DataTable
        columns={columns}
        table={table}
        {...props.rowProps}
        {...list.dataTable}
        noun={spec.noun}
        empty={spec.empty}
        noMatch={spec.noMatch}
      />
    </>
  );
}
