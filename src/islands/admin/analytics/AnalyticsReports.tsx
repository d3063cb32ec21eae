import { countColumn, fieldColumn, percentOf } from './figureColumns.ts';
import { daysChart } from './charts.ts';
import type { DayFigures, Goal, SiteAnalytics, VisitShare } from './analyticsFigures.ts';
import { chartPart, type FigureReport, tablePart } from './ReportParts.tsx';
import type { Column } from '../kit/tableRows.ts';

const dayColumns = [
  fieldColumn<DayFigures>('day', 'Day'),
  countColumn<DayFigures>('visitors', 'Visitors'),
  countColumn<DayFigures>('visits', 'Visits'),
  countColumn<DayFigures>('page_views', 'Page views'),
];

const traffic: FigureReport<SiteAnalytics> = {
  title: 'Traffic per day',
  parts: ({ overview: { days } }) => {
    const peak = days.reduce((best, day) => (day.page_views > best.page_views ? day : best), days[0] ?? { day: '', page_views: 0 });
    const series = [
      { label: 'Page views', value: (day: DayFigures) => day.page_views },
      { label: 'Visitors', value: (day: DayFigures) => day.visitors },
    ];
    return [
      chartPart(
        `Visitors and page views per day over ${days.length === 1 ? '1 day' : `${days.length} days`}; the busiest day was ${peak.day} with ${peak.page_views} page views.`,
        daysChart(days, series, { kind: 'lines', height: 240, yLabel: null, marginLeft: 48 }),
      ),
      tablePart({
        caption: 'Visitors, visits and page views per day',
        columns: dayColumns,
        rows: days,
        file: 'traffic',
        sortKey: 'day',
        empty: 'No days in this range.',
      }),
    ];
  },
};

/** Visits by one attribute of their start, e.g. the referrer. */
const shares = (
  title: string,
  heading: string,
  file: string,
  rows: (data: SiteAnalytics) => VisitShare[],
): FigureReport<SiteAnalytics> => ({
  title,
  parts: (data) => [
    tablePart({
      caption: `Visits by ${heading.toLowerCase()}`,
      columns: [fieldColumn<VisitShare>('value', heading), countColumn<VisitShare>('visits', 'Visits')],
      rows: rows(data),
      file,
      sortKey: 'visits',
      empty: 'None in this range.',
    }),
  ],
});

const goalNames: Record<string, string> = {
  subscribe: 'Newsletter sign-up',
  confirm: 'Newsletter confirmed',
  assessment_complete: 'Assessment completed',
  contact_sent: 'Contact message sent',
  lead_popup_shown: 'Lead popup shown',
};

/** The conversion rate is over the range's visitors, counted where the reader accepted analytics. */
const goalColumns = (visitors: number): Column<Goal>[] => [
  { key: 'goal', label: 'Goal', value: (goal) => goalNames[goal.goal] ?? goal.goal },
  countColumn<Goal>('conversions', 'Conversions'),
  { ...countColumn<Goal>('sessions', 'Sessions (consented)'), cell: (goal) => goal.sessions ?? '—' },
  {
    key: 'rate',
    label: 'Conversion rate',
    numeric: true,
    value: (goal) => (goal.sessions === null ? '—' : percentOf(goal.sessions, visitors)),
  },
];

/** The reports of /analytics, in their order on the page. */
export const analyticsReports: readonly FigureReport<SiteAnalytics>[] = [
  traffic,
  {
    title: 'Top pages',
    parts: (data) => [
      tablePart({
        caption: 'Page views per page',
        columns: [fieldColumn('route', 'Page'), countColumn('page_views', 'Page views')],
        rows: data.topPages,
        file: 'top-pages',
        sortKey: 'page_views',
        empty: 'No page views in this range.',
      }),
    ],
  },
  shares('Entry pages', 'Page', 'entry-pages', (data) => data.entryPages),
  shares('Referrers', 'Referrer', 'referrers', (data) => data.referrers),
  shares('UTM sources', 'Source', 'utm-sources', (data) => data.utm.sources),
  shares('UTM mediums', 'Medium', 'utm-mediums', (data) => data.utm.mediums),
  shares('UTM campaigns', 'Campaign', 'utm-campaigns', (data) => data.utm.campaigns),
  shares('Devices', 'Device', 'devices', (data) => data.devices),
  {
    title: 'Goals',
    parts: (data) => [
      tablePart({
        caption: 'Goals reached',
        columns: goalColumns(data.overview.visitors),
        rows: data.goals.goals,
        file: 'goals',
        sortKey: 'conversions',
        empty: 'No goals yet.',
      }),
    ],
  },
];
