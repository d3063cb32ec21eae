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

export const systemListAddress = <Row>(columns: readonly Column<Row>[], sort: TableSort) => urlParams(systemListParams(columns, sort));

/** A state of a check: up, down, or nothing to check. */
export const stateLabel = (ok: boolean | null) => (ok === null ? 'Not set up' : ok ? 'Up' : 'Down');
export const stateClass = (ok: boolean | null) => (ok === null ? 'admin-muted' : ok ? 'system-good' : 'system-bad');
