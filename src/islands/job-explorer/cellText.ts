import { formatAnnualWage, formatCount, formatHourlyWage } from '../../lib/ai-exposure/format.ts';
import type { ExplorerColumn } from './columns.ts';
import type { ExplorerRow } from './explorerRow.ts';

/** A cell as the table shows it: shares with the 4 decimals the sources publish, money and counts in US style. */
export function cellText(row: ExplorerRow, column: ExplorerColumn): string {
  const value = row[column.key];
  switch (column.kind) {
    case 'share':
      return (value as number).toFixed(4);
    case 'count':
      return formatCount(value as number | null);
    case 'dollars':
      return formatAnnualWage(value as number | null, row.median_wage_is_lower_bound);
    case 'cents':
      return formatHourlyWage(value as number | null);
    case 'flag':
      return value === null ? 'no estimate' : value ? 'yes' : 'no';
    case 'text':
      return String(value);
  }
}
