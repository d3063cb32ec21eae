/**
 * Rows as CSV for a spreadsheet: a header row, RFC 4180 quoting where a field needs it, and a
 * leading apostrophe on a text that a spreadsheet would run as a formula (=, +, -, @, tab, CR):
 * a contact form's name like `=HYPERLINK(...)` must arrive as text, not as a live formula.
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
