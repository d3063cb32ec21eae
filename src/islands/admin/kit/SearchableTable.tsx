import type { ReactNode } from 'react';
import { DataTable } from './DataTable.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from './FilterBar.tsx';
import { type Column, clientTable, columnsMatch, tableCsv } from './tableRows.ts';
import type { ListControls, ListView } from './listControls.ts';

interface SearchableTableProps<Row, V extends ListView> {
  idPrefix: string;
  /** The view and its setters, from useListAddress (in the address) or useListState (a page of many tables). */
  list: ListControls<V>;
  /** Filters before the search: choices the tool applies itself, or asks its query for. */
  filters?: readonly FilterControl<V>[];
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** What the `opens` column's button does (a saved version reopened). */
  onOpen?(row: Row): void;
  caption: string;
  filename: string;
  noun: string;
  empty: ReactNode;
  size?: number;
  /** Buttons beside the export (pause, refresh). */
  children?: ReactNode;
}

/**
 * A list held in the browser, searched in every column's text, sorted, paged and exported as the
 * view says: the whole of a figure table or a system record, described by its columns.
 */
export function SearchableTable<Row, V extends ListView>(props: SearchableTableProps<Row, V>) {
  const { list, columns, rows, size } = props;
  const { q, sort, page } = list.address;
  const table = clientTable(rows, { columns, keep: columnsMatch(columns, q), sort, page, size });
  const search = { key: 'q', label: 'Filter', kind: 'search' } as FilterControl<V>;
  return (
    <>
      <FilterBar idPrefix={props.idPrefix} controls={[...(props.filters ?? []), search]} {...list.filterBar}>
        {props.children}
        <ExportCsvButton filename={props.filename} csv={() => tableCsv(columns, table.kept)} disabled={table.total === 0} />
      </FilterBar>
      <DataTable
        columns={columns}
        table={table}
        rowKey={props.rowKey}
        onOpen={props.onOpen}
        caption={props.caption}
        {...list.dataTable}
        noun={table.pages > 1 ? props.noun : undefined}
        empty={props.empty}
      />
    </>
  );
}
