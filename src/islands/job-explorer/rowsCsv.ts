import { quoted } from '../../lib/ai-exposure/csv.ts';
import type { ColumnKind } from './columns.ts';
import { explorerColumns } from './columns.ts';
import type { ExplorerRow } from './explorerRow.ts';

/** How each kind is written: the same notation as the source files, so the export reads back to the same values. */
const writers: Record<ColumnKind, (value: never) => string> = {
  text: (value: string) => quoted(value),
  share: (value: number) => value.toFixed(4),
  count: String,
  dollars: String,
  cents: (value: number) => value.toFixed(2),
  flag: (value: boolean) => (value ? '1' : '0'),
};

/**
 * The rows shown, in the order shown, as CSV: one header row of the source files' column names,
 * blank for no value, RFC 4180 quoting where a field needs it.
 */
export function rowsCsv(rows: readonly ExplorerRow[]): string {
  const header = explorerColumns.map((column) => column.key).join(',');
  const lines = rows.map((row) =>
    explorerColumns
      .map((column) => {
        const value = row[column.key];
        return value === null ? '' : (writers[column.kind] as (value: unknown) => string)(value);
      })
      .join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

/** A file name that says what was exported and how many rows, so two exports are told apart. */
export function exportFileName(count: number, total: number): string {
  return count === total ? 'ai-exposure-explorer-all.csv' : `ai-exposure-explorer-${count}-of-${total}.csv`;
}
