import { fieldsCsv } from '../kit/csvText.ts';
import { momentColumn } from '../kit/momentColumn.ts';
import { type Column, textMatches } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { BriefStatus, BriefSummary } from './briefsApi.ts';

/** What /intelligence shows, as its address holds it: `?status=&q=&sort=&page=`, and `?brief=<id>` for the brief open. */
export const briefsAddress = urlParams({
  status: choiceParam(['all', 'draft', 'final'], 'all'),
  q: textParam(),
  sort: sortParam(['title', 'status', 'items', 'updated_at'], { key: 'updated_at', direction: 'descending' }),
  page: wholeParam(1),
  brief: textParam('', 36),
});
export type BriefsAddress = UrlValue<typeof briefsAddress>;

export const statusLabels: Record<BriefStatus, string> = { draft: 'Draft', final: 'Final' };

/** The briefs table: a title opens its brief; the day it changed is the owner's. */
export const briefColumns = (timeZone: string): Column<BriefSummary>[] => [
  { key: 'title', label: 'Title', value: (brief) => brief.title, opens: true },
  { key: 'status', label: 'Status', value: (brief) => statusLabels[brief.status] },
  { key: 'items', label: 'Sources', value: (brief) => brief.items, numeric: true },
  momentColumn('updated_at', 'Changed', (brief) => brief.updated_at, timeZone),
];

/** Whether the filter keeps a brief: its status, and the text typed found in its title. */
export const briefKept =
  ({ status, q }: Pick<BriefsAddress, 'status' | 'q'>) =>
  (brief: BriefSummary): boolean =>
    (status === 'all' || brief.status === status) && textMatches(q, [brief.title]);

/** The briefs shown, as CSV. */
export const briefsCsv = (briefs: readonly BriefSummary[]): string =>
  fieldsCsv(briefs, ['title', 'status', 'sources', 'updated_at', 'finalised_at', 'created_at', 'sample'], {
    sources: (brief) => brief.items,
    sample: (brief) => brief.is_sample,
  });
