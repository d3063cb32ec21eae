import { useCallback, useMemo } from 'react';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { countColumn, fieldColumn } from '../analytics/figureColumns.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { TagCount, TagWeek } from './hubApi.ts';

interface WeekRow {
  week: string;
  tag: string;
  signals: number;
}

const weekColumns = [
  fieldColumn<WeekRow>('week', 'Week of'),
  fieldColumn<WeekRow>('tag', 'Tag'),
  countColumn<WeekRow>('signals', 'Signals'),
];

/** Signals per tag per week as lines, the same figures as a table, and every tag of the range as a link to its signals. */
export function TagWeeksChart({ weeks, tags, file }: { weeks: TagWeek[]; tags: TagCount[]; file: string }) {
  const rows = useMemo(() => weeks.map((entry) => ({ ...entry, tag: tagLabel(entry.tag) })), [weeks]);
  const weekCount = new Set(weeks.map((entry) => entry.week)).size;
  const most = Math.max(1, ...weeks.map((entry) => entry.signals));
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) =>
      plot.plot({
        width,
        height: 260,
        marginLeft: 40,
        x: { type: 'utc', label: null },
        // Whole signals only: at most one tick per signal, so a peak of 1 is not labelled 0.2, 0.4…
        y: { grid: true, label: null, zero: true, tickFormat: 'd', ticks: Math.min(most, 5) },
        color: { legend: true },
        marks: [
          plot.ruleY([0]),
          plot.lineY(
            rows.map((row) => ({ ...row, date: new Date(`${row.week}T00:00:00Z`) })),
            { x: 'date', y: 'signals', z: 'tag', stroke: 'tag', marker: weekCount <= 26 ? 'circle' : null },
          ),
        ],
      }),
    [rows, weekCount, most],
  );
  const charted = [...new Set(rows.map((row) => row.tag))];
  return (
    <>
      <PlotChart
        label={`Signals per week for the ${charted.length} most used tags over ${weekCount} weeks: ${charted.join(', ')}. The table below has each week's count.`}
        draw={draw}
      />
      <FigureTable
        caption="Signals per tag per week"
        columns={weekColumns}
        rows={rows}
        file={file}
        sortKey="week"
        empty="No tags in this range."
      />
      <h3 className="hub-subtitle">Tags in these weeks</h3>
      <ul className="hub-tags">
        {tags.map((entry) => (
          <li key={entry.tag}>
            <a className="admin-link" href={`/signals?tag=${encodeURIComponent(entry.tag)}`}>
              {tagLabel(entry.tag)}
            </a>{' '}
            <span className="admin-muted">({entry.signals})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
