import { useCallback } from 'react';
import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { GrowthDay, SubscriberGrowth } from './analysisFigures.ts';

const columns: readonly Column<GrowthDay>[] = [
  { key: 'day', label: 'Day' },
  { key: 'subscribed', label: 'Signed up', numeric: true },
  { key: 'confirmed', label: 'Confirmed', numeric: true },
  { key: 'unsubscribed', label: 'Unsubscribed', numeric: true },
  { key: 'total', label: 'Confirmed at day’s end', numeric: true },
];

/** Confirmed subscribers at the end of each day, drawn as a line, and the day's changes as a table. */
export function GrowthSection({ growth, file }: { growth: SubscriberGrowth; file: string }) {
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) =>
      plot.plot({
        width,
        height: 200,
        x: { type: 'utc', label: null },
        y: { grid: true, label: 'Confirmed subscribers', zero: true },
        marks: [
          plot.lineY(
            growth.days.map((day) => ({ date: new Date(`${day.day}T00:00:00Z`), total: day.total })),
            { x: 'date', y: 'total', stroke: 'var(--color-accent)' },
          ),
          plot.ruleY([0]),
        ],
      }),
    [growth],
  );
  const change = growth.confirmed_after - growth.confirmed_before;
  return (
    <section className="card" aria-label="Subscriber growth">
      <h2 className="section-title">Subscriber growth</h2>
      <p>
        {growth.confirmed_before} confirmed subscribers before the range, {growth.confirmed_after} at its end ({change >= 0 ? '+' : ''}
        {change}).
      </p>
      <PlotChart label={`Confirmed subscribers per day, from ${growth.confirmed_before} to ${growth.confirmed_after}.`} draw={draw} />
      <FigureTable
        title="Subscribers per day"
        columns={columns}
        rows={growth.days}
        file={file}
        sortKey="day"
        empty="No day in the range."
      />
    </section>
  );
}
