import { daysChart } from '../analytics/charts.ts';
import { countColumn, fieldColumn, percentOf } from '../analytics/figureColumns.ts';
import { chartPart, type FigureReport, nothingWhenNone, tablePart } from '../analytics/ReportParts.tsx';
import type { Column } from '../kit/tableRows.ts';
import type { AnalysisFigures, ArticleFigures, EpisodeFigures, GrowthDay, IssueFigures } from './analysisFigures.ts';

const titled = <Row extends { title: string; status: string }>(noun: string): Column<Row>[] => [
  fieldColumn<Row>('title' as keyof Row & string, noun),
  fieldColumn<Row>('status' as keyof Row & string, 'Status'),
];

export const articleColumns: Column<ArticleFigures>[] = [
  ...titled<ArticleFigures>('Article'),
  countColumn('views', 'Views'),
  countColumn('entries', 'Visits that began here'),
  {
    key: 'referrers',
    label: 'Where those visits came from',
    value: (article) => article.referrers.map((referrer) => `${referrer.value} (${referrer.visits})`).join(', ') || '—',
  },
];

export const issueColumns: Column<IssueFigures>[] = [
  fieldColumn('subject', 'Issue'),
  { key: 'sent', label: 'Sent on', value: (issue) => issue.started_at.slice(0, 10) },
  countColumn('recipients', 'Recipients'),
  countColumn('skipped', 'Skipped'),
  countColumn('unsubscribed', 'Unsubscribed after it'),
  { key: 'share', label: 'Of recipients', numeric: true, value: (issue) => percentOf(issue.unsubscribed, issue.recipients) },
];

const episodeColumns: Column<EpisodeFigures>[] = [
  ...titled<EpisodeFigures>('Episode'),
  countColumn('plays', 'Plays'),
  countColumn('listeners', 'Listeners'),
  countColumn('completions', 'Completions'),
  { key: 'completion', label: 'Completed per play', numeric: true, value: (episode) => percentOf(episode.completions, episode.plays) },
];

/** A list of pieces, or what to do to have one when there is none yet. */
const pieces = <Row,>(
  title: string,
  list: {
    rows(data: AnalysisFigures): readonly Row[];
    none: string;
    caption: string;
    columns: Column<Row>[];
    file: string;
    sortKey: keyof Row & string;
  },
): FigureReport<AnalysisFigures> => ({
  title,
  nothing: nothingWhenNone((data) => list.rows(data).length, list.none),
  parts: (data) => [tablePart({ ...list, rows: list.rows(data), empty: 'None.' })],
});

const growth: FigureReport<AnalysisFigures> = {
  title: 'Subscriber growth',
  note: ({ growth: { confirmed_before: before, confirmed_after: after } }) => (
    <p>
      {before} confirmed subscribers before the range, {after} at its end ({after - before >= 0 ? '+' : ''}
      {after - before}).
    </p>
  ),
  parts: ({ growth: { confirmed_before, confirmed_after, days } }) => [
    chartPart(
      `Confirmed subscribers per day, from ${confirmed_before} to ${confirmed_after}.`,
      daysChart(days, [{ label: 'Confirmed subscribers', value: (day: GrowthDay) => day.total }], {
        kind: 'lines',
        height: 200,
        yLabel: 'Confirmed subscribers',
      }),
    ),
    tablePart({
      caption: 'Subscribers per day',
      columns: [
        fieldColumn<GrowthDay>('day', 'Day'),
        countColumn('subscribed', 'Signed up'),
        countColumn('confirmed', 'Confirmed'),
        countColumn('unsubscribed', 'Unsubscribed'),
        countColumn('total', 'Confirmed at day’s end'),
      ],
      rows: days,
      file: 'subscriber-growth',
      sortKey: 'day',
      empty: 'No day in the range.',
    }),
  ],
};

/** The reports of /publishing-analysis, in their order on the page. */
export const analysisReports: readonly FigureReport<AnalysisFigures>[] = [
  pieces('Articles', {
    rows: (data) => data.articles,
    none: 'No article yet. Write one in the editor (/publishing?new=article) and publish it.',
    caption: 'Views per article',
    columns: articleColumns,
    file: 'articles',
    sortKey: 'views',
  }),
  {
    ...pieces('Newsletter issues', {
      rows: (data) => data.issues,
      none: 'No issue went out in this range. Write one in the editor (/publishing?new=issue), test it, then send it.',
      caption: 'Recipients per issue',
      columns: issueColumns,
      file: 'newsletter-issues',
      sortKey: 'started_at',
    }),
    note: () => (
      <p className="admin-muted">Unsubscribed after it: recipients who left after this issue went out and before the next one did.</p>
    ),
  },
  pieces('Podcast episodes', {
    rows: (data) => data.episodes,
    none: 'No episode yet. Record or upload one in the podcast studio (/podcast-studio).',
    caption: 'Plays per episode',
    columns: episodeColumns,
    file: 'episodes',
    sortKey: 'plays',
  }),
  growth,
];
