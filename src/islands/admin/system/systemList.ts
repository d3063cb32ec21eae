import type { Column, TableSort } from '../kit/tableRows.ts';
import { sortParam, textParam, urlParams, wholeParam } from '../kit/urlParams.ts';

/** A system page's list in its address: `?q=&sort=&page=`, sorted by one of its columns. */
export const systemListParams = <Row>(columns: readonly Column<Row>[], sort: TableSort) => ({
  q: textParam(),
  sort: sortParam(
    columns.map((column) => column.key),
    sort,
  ),
  page: wholeParam(1),
});

const systemListAddress = <Row>(columns: readonly Column<Row>[], sort: TableSort) => urlParams(systemListParams(columns, sort));

/** A state of a check: up, down, or nothing to check. */
export const stateLabel = (ok: boolean | null) => (ok === null ? 'Not set up' : ok ? 'Up' : 'Down');
export const stateClass = (ok: boolean | null) => (ok === null ? 'admin-muted' : ok ? 'system-good' : 'system-bad');

/** A system page's table: its address, and what SearchableTable takes of it; `name` names its ids and its CSV. */
export const systemTable = <Row>(
  name: string,
  caption: string,
  columns: readonly Column<Row>[],
  rows: { key(row: Row): string; noun: string; sort: TableSort; size?: number },
) => ({
  address: systemListAddress(columns, rows.sort),
  props: { idPrefix: name, filename: `${name}.csv`, caption, columns, rowKey: rows.key, noun: rows.noun, size: rows.size },
});
