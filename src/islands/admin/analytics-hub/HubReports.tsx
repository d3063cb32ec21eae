import { barsChart, daysChart } from '../analytics/charts.ts';
import { countColumn, fieldColumn, percentOf } from '../analytics/figureColumns.ts';
import { chartPart, type FigureReport, nothingWhenNone, tablePart } from '../analytics/ReportParts.tsx';
import { roles as roleAssessments } from '../../../lib/routes/roles.ts';
import type { Column } from '../kit/tableRows.ts';
import type {
  ConsentDay,
  ConsentVersion,
  DimensionFigures,
  HubFigures,
  LeadPopupFigures,
  LevelFigures,
  NewsletterFunnel,
  RoleFigures,
} from './hubFigures.ts';

interface Step {
  step: string;
  addresses: number;
  share: string;
}

/** The steps of the newsletter funnel for the addresses that signed up in the range. */
export function funnelSteps(funnel: NewsletterFunnel): Step[] {
  const step = (name: string, addresses: number) => ({ step: name, addresses, share: percentOf(addresses, funnel.subscribed) });
  return [
    step('Signed up', funnel.subscribed),
    step('Confirmed', funnel.confirmed),
    step('Unsubscribed after confirming', funnel.unsubscribed),
    step('Still pending', funnel.pending),
  ];
}

const choices = [
  ['accept_all', 'Accept all'],
  ['reject_all', 'Reject all'],
  ['customize', 'Customised'],
] as const;
/** The three answers' columns, in a version's row or a day's. */
const choiceColumns = <Row extends ConsentDay | ConsentVersion>() => choices.map(([key, label]) => countColumn<Row>(key, label));
const total = <Row,>(rows: readonly Row[], count: (row: Row) => number) => rows.reduce((sum, row) => sum + count(row), 0);

const consent: FigureReport<HubFigures> = {
  title: 'Consent choices',
  nothing: nothingWhenNone(
    ({ consent }) => total(consent.versions, (version) => version.choices),
    'No consent choices in this range: they are recorded when a reader answers the cookie banner.',
  ),
  parts: ({ consent }) => [
    chartPart(
      `Consent choices per day: ${total(consent.versions, (version) => version.choices)} in all, ${total(consent.versions, (version) => version.accept_all)} of them Accept all.`,
      daysChart(
        consent.days,
        choices.map(([key, label]) => ({ label, value: (day: ConsentDay) => day[key] })),
        { kind: 'stacked', height: 220, yLabel: 'Choices' },
      ),
    ),
    tablePart({
      caption: 'Choices by notice version',
      columns: [
        fieldColumn('version', 'Notice version'),
        countColumn('choices', 'Choices'),
        ...choiceColumns<ConsentVersion>(),
        countColumn('analytics_allowed', 'Analytics allowed'),
      ],
      rows: consent.versions,
      file: 'consent-versions',
      sortKey: 'choices',
      empty: 'None.',
    }),
    tablePart({
      caption: 'Choices per day and notice version',
      columns: [fieldColumn('day', 'Day'), fieldColumn('version', 'Notice version'), ...choiceColumns<ConsentDay>()],
      rows: consent.days,
      file: 'consent-days',
      sortKey: 'day',
      empty: 'None.',
    }),
  ],
};

const funnel: FigureReport<HubFigures> = {
  title: 'Newsletter funnel',
  nothing: nothingWhenNone(
    ({ funnel }) => funnel.subscribed,
    'Nobody signed up in this range. The footer form and /newsletter take sign-ups.',
  ),
  parts: ({ funnel }) => {
    const steps = funnelSteps(funnel);
    return [
      chartPart(
        `${funnel.subscribed} signed up, ${funnel.confirmed} confirmed, ${funnel.unsubscribed} of them unsubscribed later, ${funnel.pending} still pending.`,
        barsChart(steps, { name: 'step', count: 'addresses', label: 'Addresses', keepOrder: true, marginLeft: 200, height: 180 }),
      ),
      tablePart({
        caption: 'Newsletter funnel steps',
        columns: [fieldColumn('step', 'Step'), countColumn('addresses', 'Addresses'), countColumn('share', 'Of those who signed up')],
        rows: steps,
        file: 'newsletter-funnel',
        sortKey: 'addresses',
        empty: 'None.',
      }),
    ];
  },
};

/** A role's name as its assessment shows it, in place of its id. */
const roleColumn = <Row extends { role: string }>(): Column<Row> => ({
  key: 'role' as keyof Row & string,
  label: 'Role',
  value: (row) => roleAssessments.find((role) => role.id === row.role)?.name ?? row.role,
});

const resultsColumn = <Row extends { results: number }>() => countColumn<Row>('results' as keyof Row & string, 'Results');
const resultsTable = <Row extends { results: number }>(caption: string, file: string, rows: readonly Row[], columns: Column<Row>[]) =>
  tablePart({ caption, columns, rows, file, sortKey: 'results' as keyof Row & string, empty: 'None.' });

/** Assessments completed in the range: by role, by level, and the average of each dimension. */
const assessments: FigureReport<HubFigures> = {
  title: 'Assessments',
  nothing: nothingWhenNone(
    ({ assessments }) => total(assessments.roles, (role) => role.results),
    'No assessment was completed in this range. Signed-in readers save their results from the role assessments.',
  ),
  parts: ({ assessments: { roles, levels, dimensions } }) => [
    resultsTable<RoleFigures>('Results by role', 'assessment-roles', roles, [
      roleColumn(),
      resultsColumn(),
      countColumn('average_score', 'Average score'),
    ]),
    chartPart(
      `Results by level: ${levels.map((level) => `${level.level} ${level.results}`).join(', ')}.`,
      barsChart(levels, { name: 'level', count: 'results', label: 'Results', marginLeft: 120, height: 200 }),
    ),
    resultsTable<LevelFigures>('Results by level', 'assessment-levels', levels, [fieldColumn('level', 'Level'), resultsColumn()]),
    resultsTable<DimensionFigures>('Average score per dimension', 'assessment-dimensions', dimensions, [
      roleColumn(),
      fieldColumn('name', 'Dimension'),
      resultsColumn(),
      countColumn('average', 'Average'),
    ]),
  ],
};

/** Lead popups shown by kind, and how many were followed within 30 minutes by each step. */
const leadPopups: FigureReport<HubFigures> = {
  title: 'Lead popups',
  note: () => (
    <p className="admin-muted">
      “Then” counts the popups after which the same visitor did that within 30 minutes (readers who accepted analytics).
    </p>
  ),
  parts: ({ leadPopups }) => [
    tablePart({
      caption: 'Lead popups by kind',
      columns: [
        fieldColumn<LeadPopupFigures>('kind', 'Popup'),
        countColumn('shown', 'Shown'),
        countColumn('sessions', 'Visitors'),
        countColumn('viewed_page', 'Then viewed a page'),
        countColumn('assessment_complete', 'Then completed an assessment'),
        countColumn('newsletter_subscribe', 'Then subscribed'),
      ],
      rows: leadPopups,
      file: 'lead-popups',
      sortKey: 'shown',
      empty: 'No lead popup was shown in this range.',
    }),
  ],
};

/** The reports of /analytics-hub, in their order on the page. */
export const hubReports: readonly FigureReport<HubFigures>[] = [consent, funnel, assessments, leadPopups];
