import { useMemo } from 'react';
import { daysChart } from '../analytics/charts.ts';
import { countColumn, fieldColumn, percentOf } from '../analytics/figureColumns.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { Column } from '../kit/tableRows.ts';
import type { Credential, UsageDay } from '../credentials/credentialShapes.ts';
import { type KeyDay, type KeyTotals, keyDays, keyTotals, usageDays } from './usageFigures.ts';

/** The range the gateway shows: the rollups of the last 30 UTC days. */
export const usageDayCount = 30;

const dayColumns: Column<KeyDay>[] = [
  fieldColumn('day', 'Day'),
  fieldColumn('key', 'Key'),
  countColumn('calls', 'Calls'),
  countColumn('errors', 'Errors'),
  countColumn('limited', 'Refused (429)'),
];

const totalColumns: Column<KeyTotals>[] = [
  fieldColumn('key', 'Key'),
  fieldColumn('partner', 'Partner'),
  countColumn('calls', 'Calls'),
  countColumn('errors', 'Errors'),
  { key: 'error_share', label: 'Errors per call', numeric: true, value: (row) => percentOf(row.errors, row.calls) },
  countColumn('limited', 'Refused (429)'),
  { key: 'mean_ms', label: 'Mean time (ms)', numeric: true, value: (row) => row.meanMs ?? '—' },
];

/**
 * Each partner key's calls per day over the last 30 days, as lines and as the same figures in a
 * table, then each key's errors and 429s over the range: what a partner's complaint or a key
 * hammering its limit looks like.
 */
export function KeyUsage({
  usage,
  keys,
  partnerNames,
  now,
}: {
  usage: readonly UsageDay[];
  keys: readonly Credential[];
  partnerNames: ReadonlyMap<string, string>;
  now: number;
}) {
  const days = useMemo(() => usageDays(usageDayCount, now), [now]);
  // Two partners may both name a key "Production": the chart and its table say whose.
  const named = useMemo(
    () => keys.map((key) => ({ ...key, name: `${partnerNames.get(key.partner_id ?? '') ?? ''}: ${key.name}` })),
    [keys, partnerNames],
  );
  const rows = useMemo(() => keyDays(usage, named, days), [usage, named, days]);
  const totals = useMemo(() => keyTotals(usage, keys, partnerNames), [usage, keys, partnerNames]);
  const draw = useMemo(() => {
    const perDay = days.map((day) => ({ day, calls: new Map(rows.filter((row) => row.day === day).map((row) => [row.key, row.calls])) }));
    const series = named.map((key) => ({ label: key.name, value: (entry: (typeof perDay)[number]) => entry.calls.get(key.name) ?? 0 }));
    return daysChart(perDay, series, { kind: 'lines', height: 240, yLabel: 'Calls', marginLeft: 50 });
  }, [days, rows, named]);
  if (keys.length === 0) return <p className="admin-muted">No partner key yet: open a partner to create one.</p>;
  const first = days[0] ?? '';
  const called = totals.some((row) => row.calls > 0);
  return (
    <div className="admin-stack">
      {!called && <p className="admin-muted">No key has been called in these {usageDayCount} days.</p>}
      {called && (
        <PlotChart
          label={`Calls per day of each partner key from ${first} to ${days.at(-1) ?? ''} (UTC): ${named.map((key) => key.name).join(', ')}. The table below has each day's figures.`}
          draw={draw}
        />
      )}
      <FigureTable
        caption="Calls per key per day"
        columns={dayColumns}
        rows={rows}
        file={`partner-key-usage-${first}`}
        sortKey="day"
        empty="No call in these days."
      />
      <h3>Errors and refusals per key, last {usageDayCount} days</h3>
      <FigureTable
        caption="Errors and 429s per key"
        columns={totalColumns}
        rows={totals}
        file={`partner-key-errors-${first}`}
        sortKey="calls"
        empty="No key."
      />
    </div>
  );
}
