import type { DayRange } from '../../../lib/ownerDays.ts';
import type { Overview } from './analyticsFigures.ts';

/** The four headline figures of the range, under the range as their heading. */
export function Headline({ overview, range }: { overview: Overview; range: DayRange }) {
  const figures: [string, string][] = [
    ['Unique visitors', overview.visitors.toLocaleString('en')],
    ['Visits', overview.visits.toLocaleString('en')],
    ['Page views', overview.page_views.toLocaleString('en')],
    ['Views per visit', overview.views_per_visit.toFixed(2)],
  ];
  return (
    <section className="card" aria-labelledby="headline-title">
      <h2 id="headline-title" className="section-title">
        {range.from === range.to ? range.from : `${range.from} to ${range.to}`}
      </h2>
      <dl className="figure-grid">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
