import { csvText } from '../kit/csvText.ts';
import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { BriefStatus, BriefSummary } from './briefsApi.ts';

export type BriefSortKey = 'title' | 'status' | 'updated_at' | 'items';
export type BriefStatusFilter = 'all' | BriefStatus;

export const statusLabels: Record<BriefStatus, string> = { draft: 'Draft', final: 'Final' };

/** The briefs of the chosen status whose title holds the text typed, in the chosen order. */
export function visibleBriefs(
  briefs: readonly BriefSummary[],
  filter: { status: BriefStatusFilter; text: string },
  sort: { key: BriefSortKey; direction: SortDirection },
): BriefSummary[] {
  const text = filter.text.trim().toLocaleLowerCase();
  return briefs
    .filter((brief) => (filter.status === 'all' || brief.status === filter.status) && brief.title.toLocaleLowerCase().includes(text))
    .sort((a, b) => compareValues(a[sort.key], b[sort.key], sort.direction) || compareValues(a.title, b.title, 'ascending'));
}

/** The briefs shown, as CSV. */
export function briefsCsv(briefs: readonly BriefSummary[]): string {
  return csvText(
    ['title', 'status', 'sources', 'updated_at', 'finalised_at', 'created_at', 'sample'],
    briefs.map((brief) => [
      brief.title,
      brief.status,
      brief.items,
      brief.updated_at,
      brief.finalised_at,
      brief.created_at,
      brief.is_sample,
    ]),
  );
}
