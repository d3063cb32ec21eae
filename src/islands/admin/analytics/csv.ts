/** A column of a figure table: the field it shows and its heading. */
export interface Column<Row> {
  key: keyof Row & string;
  label: string;
  numeric?: boolean;
}

/** A quoted CSV field: quotes doubled; a leading =, +, - or @ is prefixed so a spreadsheet never runs it. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The rows as CSV with a header line, in the columns' order. */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => field(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(row[column.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
