import type { CsvValue } from '../kit/csvText.ts';
import type { Column } from '../kit/tableRows.ts';

/** A column showing one field of a figure row as it is. */
export const fieldColumn = <Row>(key: keyof Row & string, label: string): Column<Row> => ({
  key,
  label,
  value: (row) => row[key] as CsvValue,
});

/** A column of counts (or a share), aligned to the right. */
export const countColumn = <Row>(key: keyof Row & string, label: string): Column<Row> => ({ ...fieldColumn(key, label), numeric: true });

/** A part as a percentage of a whole, to one decimal, or a dash when there is no whole. */
export const percentOf = (part: number, whole: number): string => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
