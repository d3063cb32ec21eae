import { quoted } from '../../../lib/ai-exposure/csv.ts';

/**
 * CSV of a system page's list, RFC 4180 quoting where a field needs it. A text field starting with
 * =, +, - or @ gets a leading apostrophe, so a spreadsheet shows it as text instead of running it
 * as a formula: names in the operations record come from requests.
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    return quoted(/^[=+\-@]/.test(value) ? `'${value}` : value);
  };
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
