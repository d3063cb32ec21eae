/** A value of a CSV cell: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null;

/**
 * Rows as CSV for a spreadsheet: a header row, RFC 4180 quoting where a field needs it, and a
 * leading apostrophe on a text that a spreadsheet would run as a formula (=, +, -, @, tab, CR):
 * a contact form's name like `=HYPERLINK(...)` must arrive as text, not as a live formula. A
 * number is written as the number it is, a negative one too. Every admin export goes through here.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The rows as CSV, a column per name: the row's field of that name, or what `computed` gives for a
 * column whose heading is not a field's name (a renamed, looked-up or labelled value). An export's
 * headings are its fields' names, so most columns need no more than their name.
 */
export function fieldsCsv<Row extends object>(
  rows: readonly Row[],
  names: readonly string[],
  computed: Readonly<Record<string, (row: Row) => CsvValue>> = {},
): string {
  return csvText(
    names,
    rows.map((row) =>
      names.map((name) => (Object.hasOwn(computed, name) ? computed[name]!(row) : ((row as Record<string, CsvValue>)[name] ?? null))),
    ),
  );
}

/** A column of an export: its heading, and its value in a row. */
export interface CsvColumn<Row> {
  label: string;
  value(row: Row): CsvValue;
}

/** The rows as CSV, one column per definition, headed by the columns' labels. */
export function columnsCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvText(
    columns.map((column) => column.label),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
