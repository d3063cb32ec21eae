import { useId } from 'react';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { useListState } from '../kit/useListState.ts';

export interface FigureTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The CSV's file name, without the extension. */
  file: string;
  /** The column sorted by at first, largest (or latest) first. */
  sortKey: keyof Row & string;
  empty: string;
}

/** Figure rows have no id of their own: a row is known by all its values. */
const rowKeyOf =
  <Row,>(columns: readonly Column<Row>[]) =>
  (row: Row) =>
    columns.map((column) => String(column.value(row))).join('\u241f');

/** A table of figures: filter, sort by any column, page through ten at a time, and export what the filter keeps as CSV. */
export function FigureTable<Row>({ caption, columns, rows, file, sortKey, empty }: FigureTableProps<Row>) {
  const list = useListState({ key: sortKey, direction: 'descending' });
  return (
    <SearchableTable
      idPrefix={useId()}
      list={list}
      columns={columns}
      rows={rows}
      rowKey={rowKeyOf(columns)}
      caption={caption}
      filename={`${file}.csv`}
      noun="rows"
      size={10}
      empty={<p className="admin-muted">{empty}</p>}
    />
  );
}
