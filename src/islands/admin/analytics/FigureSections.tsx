import type { DayRange } from '../../../lib/ownerDays.ts';
import type { Goal, Overview, PageViews, SiteAnalytics, VisitShare } from './analyticsFigures.ts';
import type { Column } from './tableView.ts';
import { FigureTable } from './FigureTable.tsx';

/** The four headline figures of the range. */
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

const pageColumns: readonly Column<PageViews>[] = [
  { key: 'route', label: 'Page' },
  { key: 'page_views', label: 'Page views', numeric: true },
];

export function TopPagesTable({ rows, file }: { rows: PageViews[]; file: string }) {
  return (
    <section className="card" aria-label="Top pages">
      <h2 className="section-title">Top pages</h2>
      <FigureTable
        title="Page views per page"
        columns={pageColumns}
        rows={rows}
        file={file}
        sortKey="page_views"
        empty="No page views in this range."
      />
    </section>
  );
}

/** Visits by one attribute of their start, e.g. the referrer. */
export function SharesTable({ title, heading, rows, file }: { title: string; heading: string; rows: VisitShare[]; file: string }) {
  const columns: readonly Column<VisitShare>[] = [
    { key: 'value', label: heading },
    { key: 'visits', label: 'Visits', numeric: true },
  ];
  return (
    <section className="card" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <FigureTable
        title={`Visits by ${heading.toLowerCase()}`}
        columns={columns}
        rows={rows}
        file={file}
        sortKey="visits"
        empty="None in this range."
      />
    </section>
  );
}

const goalNames: Record<string, string> = {
  subscribe: 'Newsletter sign-up',
  confirm: 'Newsletter confirmed',
  assessment_complete: 'Assessment completed',
  contact_sent: 'Contact message sent',
  lead_popup_shown: 'Lead popup shown',
};

interface GoalRow {
  name: string;
  conversions: number;
  sessions: number | null;
  rate: string;
}

const goalColumns: readonly Column<GoalRow>[] = [
  { key: 'name', label: 'Goal' },
  { key: 'conversions', label: 'Conversions', numeric: true },
  { key: 'sessions', label: 'Sessions (consented)', numeric: true },
  { key: 'rate', label: 'Conversion rate', numeric: true },
];

const goalRow = (goal: Goal, visitors: number): GoalRow => ({
  name: goalNames[goal.goal] ?? goal.goal,
  conversions: goal.conversions,
  sessions: goal.sessions,
  rate: goal.sessions === null || visitors === 0 ? '—' : `${((100 * goal.sessions) / visitors).toFixed(1)} %`,
});

/** Goals of the range; the conversion rate is over the range's visitors. */
export function GoalsTable({ goals, visitors, file }: { goals: SiteAnalytics['goals']; visitors: number; file: string }) {
  const rows = goals.goals.map((goal) => goalRow(goal, visitors));
  return (
    <section className="card" aria-label="Goals">
      <h2 className="section-title">Goals</h2>
      <FigureTable title="Goals reached" columns={goalColumns} rows={rows} file={file} sortKey="conversions" empty="No goals yet." />
    </section>
  );
}
