import { useCallback } from 'react';
import type { DayFigures } from './analyticsFigures.ts';
import type { Column } from './tableView.ts';
import { FigureTable } from './FigureTable.tsx';
import { PlotChart } from './PlotChart.tsx';

const dayColumns: readonly Column<DayFigures>[] = [
  { key: 'day', label: 'Day' },
  { key: 'visitors', label: 'Visitors', numeric: true },
  { key: 'visits', label: 'Visits', numeric: true },
  { key: 'page_views', label: 'Page views', numeric: true },
];

/** Visitors and page views per day as a chart, with the same figures as a table. */
export function TrafficChart({ days, file }: { days: DayFigures[]; file: string }) {
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) => {
      const points = days.flatMap((day) => [
        { date: new Date(`${day.day}T00:00:00Z`), figure: 'Page views', value: day.page_views },
        { date: new Date(`${day.day}T00:00:00Z`), figure: 'Visitors', value: day.visitors },
      ]);
      return plot.plot({
        width,
        height: 240,
        marginLeft: 48,
        x: { type: 'utc', label: null },
        y: { grid: true, label: null, zero: true },
        color: { legend: true, domain: ['Page views', 'Visitors'] },
        marks: [
          plot.ruleY([0]),
          // The series named outright: with one day there are as many series as points, and Plot,
          // guessing them from the stroke, would flag the chart with a warning glyph.
          plot.lineY(points, { x: 'date', y: 'value', z: 'figure', stroke: 'figure', marker: days.length <= 31 ? 'circle' : null }),
        ],
      });
    },
    [days],
  );
  const peak = days.reduce((best, day) => (day.page_views > best.page_views ? day : best), days[0] ?? { day: '', page_views: 0 });
  return (
    <section className="card" aria-label="Traffic per day">
      <h2 className="section-title">Traffic per day</h2>
      <PlotChart
        label={`Visitors and page views per day over ${days.length === 1 ? '1 day' : `${days.length} days`}; the busiest day was ${peak.day} with ${peak.page_views} page views.`}
        draw={draw}
      />
      <FigureTable
        title="Visitors, visits and page views per day"
        columns={dayColumns}
        rows={days}
        file={file}
        sortKey="day"
        empty="No days in this range."
      />
    </section>
  );
}
