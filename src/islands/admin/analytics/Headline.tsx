import type { DayRange } from '../../../lib/ownerDays.ts';
import { FactRows } from '../kit/FactRows.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
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
    <ToolSection title={range.from === range.to ? range.from : `${range.from} to ${range.to}`}>
      <dl className="figure-grid">
        <FactRows facts={figures} />
      </dl>
    </ToolSection>
  );
}
