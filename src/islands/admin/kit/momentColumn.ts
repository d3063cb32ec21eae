import { ownerLabel } from '../publishing/ownerDateTime.ts';
import type { Column } from './tableRows.ts';

/** A column of a moment: sorted and exported as the instant, shown in the owner's time zone, `never` where there is none. */
export const momentColumn = <Row>(
  key: string,
  label: string,
  at: (row: Row) => string | null,
  timeZone: string,
  never = '',
): Column<Row> => ({
  key,
  label,
  value: at,
  cell: (row) => {
    const moment = at(row);
    return moment ? ownerLabel(moment, timeZone) : never;
  },
});
