import { expect, it } from 'vitest';
import { tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import type { AnalysisFigures } from '../../../../../../src/islands/admin/publishing-analysis/analysisFigures.ts';
import { analysisReports, articleColumns, issueColumns } from '../../../../../../src/islands/admin/publishing-analysis/AnalysisReports.tsx';

const article = { id: 'a', slug: 'five', title: 'Five questions', status: 'published', published_at: null, views: 9, entries: 3 };
const issue = { id: 'i', slug: 's', subject: 'First', started_at: '2026-01-15T09:00:00+00:00', finished_at: null, skipped: 1 };

it('lists the referring hosts of an article with their visits, and a dash when visits came from nowhere known', () => {
  const referrers = [
    { value: 'www.google.com', visits: 2 },
    { value: '(direct)', visits: 1 },
  ];
  expect(
    tableCsv(articleColumns, [
      { ...article, referrers },
      { ...article, referrers: [] },
    ]),
  ).toBe(
    'Article,Status,Views,Visits that began here,Where those visits came from\r\n' +
      'Five questions,published,9,3,"www.google.com (2), (direct) (1)"\r\nFive questions,published,9,3,—\r\n',
  );
});

it('states the unsubscribes that followed an issue as a share of its recipients, and a dash with none', () => {
  expect(
    tableCsv(issueColumns, [
      { ...issue, recipients: 40, unsubscribed: 3 },
      { ...issue, recipients: 0, unsubscribed: 0 },
    ]),
  ).toBe(
    'Issue,Sent on,Recipients,Skipped,Unsubscribed after it,Of recipients\r\nFirst,2026-01-15,40,1,3,7.5 %\r\nFirst,2026-01-15,0,1,0,—\r\n',
  );
});

it('says what to do where a list of pieces is empty, and draws the reports that have figures', () => {
  const figures: AnalysisFigures = {
    articles: [{ ...article, referrers: [] }],
    issues: [],
    episodes: [],
    growth: { confirmed_before: 2, confirmed_after: 3, days: [] },
  };
  expect(analysisReports.map((report) => report.nothing?.(figures) ?? null)).toEqual([
    null,
    'No issue went out in this range. Write one in the editor (/publishing?new=issue), test it, then send it.',
    'No episode yet. Record or upload one in the podcast studio (/podcast-studio).',
    null,
  ]);
});
