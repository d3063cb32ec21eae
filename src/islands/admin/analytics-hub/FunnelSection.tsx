import { useCallback } from 'react';
import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { NewsletterFunnel } from './hubFigures.ts';

interface Step {
  step: string;
  addresses: number;
  share: string;
}

const columns: readonly Column<Step>[] = [
  { key: 'step', label: 'Step' },
  { key: 'addresses', label: 'Addresses', numeric: true },
  { key: 'share', label: 'Of those who signed up', numeric: true },
];

/** The steps of the newsletter funnel for the addresses that signed up in the range. */
export function funnelSteps(funnel: NewsletterFunnel): Step[] {
  const share = (part: number) => (funnel.subscribed === 0 ? '—' : `${((100 * part) / funnel.subscribed).toFixed(1)} %`);
  return [
    { step: 'Signed up', addresses: funnel.subscribed, share: share(funnel.subscribed) },
    { step: 'Confirmed', addresses: funnel.confirmed, share: share(funnel.confirmed) },
    { step: 'Unsubscribed after confirming', addresses: funnel.unsubscribed, share: share(funnel.unsubscribed) },
    { step: 'Still pending', addresses: funnel.pending, share: share(funnel.pending) },
  ];
}

export function FunnelSection({ funnel, file }: { funnel: NewsletterFunnel; file: string }) {
  const steps = funnelSteps(funnel);
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) =>
      plot.plot({
        width,
        height: 180,
        marginLeft: 200,
        x: { grid: true, label: 'Addresses' },
        y: { label: null, domain: steps.map((step) => step.step) },
        marks: [plot.barX(steps, { x: 'addresses', y: 'step', fill: 'var(--color-accent)' }), plot.ruleX([0])],
      }),
    [steps],
  );
  return (
    <section className="card" aria-label="Newsletter funnel">
      <h2 className="section-title">Newsletter funnel</h2>
      {funnel.subscribed === 0 ? (
        <p className="admin-muted">Nobody signed up in this range. The footer form and /newsletter take sign-ups.</p>
      ) : (
        <>
          <PlotChart
            label={`${funnel.subscribed} signed up, ${funnel.confirmed} confirmed, ${funnel.unsubscribed} of them unsubscribed later, ${funnel.pending} still pending.`}
            draw={draw}
          />
          <FigureTable title="Newsletter funnel steps" columns={columns} rows={steps} file={file} sortKey="addresses" empty="None." />
        </>
      )}
    </section>
  );
}
