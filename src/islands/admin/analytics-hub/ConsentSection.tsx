import { useCallback } from 'react';
import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { ConsentDay, ConsentVersion, HubFigures } from './hubFigures.ts';

const dayColumns: readonly Column<ConsentDay>[] = [
  { key: 'day', label: 'Day' },
  { key: 'version', label: 'Notice version' },
  { key: 'accept_all', label: 'Accept all', numeric: true },
  { key: 'reject_all', label: 'Reject all', numeric: true },
  { key: 'customize', label: 'Customised', numeric: true },
];

const versionColumns: readonly Column<ConsentVersion>[] = [
  { key: 'version', label: 'Notice version' },
  { key: 'choices', label: 'Choices', numeric: true },
  { key: 'accept_all', label: 'Accept all', numeric: true },
  { key: 'reject_all', label: 'Reject all', numeric: true },
  { key: 'customize', label: 'Customised', numeric: true },
  { key: 'analytics_allowed', label: 'Analytics allowed', numeric: true },
];

const actions = [
  ['accept_all', 'Accept all'],
  ['reject_all', 'Reject all'],
  ['customize', 'Customised'],
] as const;

/** Consent choices per day and notice version: a stacked chart, and the same as tables. */
export function ConsentSection({ consent, file }: { consent: HubFigures['consent']; file: (what: string) => string }) {
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) => {
      const bars = consent.days.flatMap((day) =>
        actions.map(([key, label]) => ({ date: new Date(`${day.day}T00:00:00Z`), choice: label, choices: day[key] })),
      );
      return plot.plot({
        width,
        height: 220,
        x: { type: 'utc', label: null },
        y: { grid: true, label: 'Choices' },
        color: { legend: true, domain: actions.map(([, label]) => label) },
        marks: [plot.rectY(bars, { x: 'date', y: 'choices', z: 'choice', fill: 'choice', interval: 'day' }), plot.ruleY([0])],
      });
    },
    [consent.days],
  );
  const total = consent.versions.reduce((sum, version) => sum + version.choices, 0);
  const accepted = consent.versions.reduce((sum, version) => sum + version.accept_all, 0);
  return (
    <section className="card" aria-label="Consent choices">
      <h2 className="section-title">Consent choices</h2>
      {total === 0 ? (
        <p className="admin-muted">No consent choices in this range: they are recorded when a reader answers the cookie banner.</p>
      ) : (
        <>
          <PlotChart label={`Consent choices per day: ${total} in all, ${accepted} of them Accept all.`} draw={draw} />
          <FigureTable
            title="Choices by notice version"
            columns={versionColumns}
            rows={consent.versions}
            file={file('consent-versions')}
            sortKey="choices"
            empty="None."
          />
          <FigureTable
            title="Choices per day and notice version"
            columns={dayColumns}
            rows={consent.days}
            file={file('consent-days')}
            sortKey="day"
            empty="None."
          />
        </>
      )}
    </section>
  );
}
