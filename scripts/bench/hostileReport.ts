import { rowChanges, visibleChanges, type RowCounts } from '../../tests/hostile/storedRows.ts';
import type { Tally } from './hostileClients.ts';

/** The figures of a run: status counts, requests without an answer, and rows stored against the rows the accepted answers account for. */
export function reportLines(tally: Tally, before: RowCounts, after: RowCounts, seconds: number): string[] {
  const sent = [...tally.statuses.values()].reduce((sum, count) => sum + count, tally.noAnswer);
  const byClass = (low: number) =>
    [...tally.statuses].filter(([status]) => status >= low && status < low + 100).reduce((sum, [, count]) => sum + count, 0);
  const stored = rowChanges(before, after);
  const accounted = visibleChanges(tally.accountedRows, after);
  const tables = [...new Set([...Object.keys(stored), ...Object.keys(accounted)])].sort() as (keyof RowCounts)[];
  const rowsMatch = tables.every((table) => (stored[table] ?? 0) === (accounted[table] ?? 0));
  return [
    `Requests sent: ${sent} in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} requests/s)`,
    `Answers: 2xx ${byClass(200)}, 3xx ${byClass(300)}, 4xx ${byClass(400)}, 5xx ${byClass(500)}; no answer (timeout or reset) ${tally.noAnswer}`,
    `Statuses: ${[...tally.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ')}`,
    ...[...tally.overLimit].map(
      ([hostile, { sent, tooLarge, noAnswer }]) =>
        `${hostile}: ${sent} sent, 413 ×${tooLarge}, another answer ×${sent - tooLarge - noAnswer}, no answer (socket error or timeout) ×${noAnswer}`,
    ),
    `Accepted answers: ${tally.accepted}`,
    `Rows stored against rows the accepted answers account for (${rowsMatch ? 'equal' : 'NOT EQUAL'}):`,
    ...tables.map(
      (table) =>
        `  ${table.padEnd(26)} stored ${String(stored[table] ?? 0).padStart(5)}   accounted for ${String(accounted[table] ?? 0).padStart(5)}`,
    ),
  ];
}
