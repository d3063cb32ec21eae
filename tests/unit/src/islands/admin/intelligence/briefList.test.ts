import { describe, expect, it } from 'vitest';
import { briefsCsv, visibleBriefs } from '../../../../../../src/islands/admin/intelligence/briefList.ts';
import type { BriefSummary } from '../../../../../../src/islands/admin/intelligence/briefsApi.ts';

const brief = (id: string, title: string, status: 'draft' | 'final', items: number, updatedAt: string): BriefSummary => ({
  id,
  title,
  status,
  items,
  updated_at: updatedAt,
  created_at: '2026-11-01T00:00:00Z',
  finalised_at: status === 'final' ? updatedAt : null,
  is_sample: false,
});
const briefs = [
  brief('a', 'Pilots in Q1', 'draft', 3, '2026-11-03T00:00:00Z'),
  brief('b', 'Hiring outlook', 'final', 5, '2026-11-05T00:00:00Z'),
  brief('c', 'Pilot budgets', 'final', 1, '2026-11-04T00:00:00Z'),
];

describe('the list of briefs', () => {
  it('filters by status and by words of the title, in the chosen order', () => {
    const ids = (shown: BriefSummary[]) => shown.map((shownBrief) => shownBrief.id);
    expect(ids(visibleBriefs(briefs, { status: 'all', text: '' }, { key: 'updated_at', direction: 'descending' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(visibleBriefs(briefs, { status: 'final', text: '' }, { key: 'items', direction: 'ascending' }))).toEqual(['c', 'b']);
    expect(ids(visibleBriefs(briefs, { status: 'all', text: ' PILOT' }, { key: 'title', direction: 'ascending' }))).toEqual(['c', 'a']);
  });

  it('exports the briefs shown as CSV', () => {
    expect(briefsCsv([briefs[1] as BriefSummary]).split('\r\n')[1]).toBe(
      'Hiring outlook,final,5,2026-11-05T00:00:00Z,2026-11-05T00:00:00Z,2026-11-01T00:00:00Z,false',
    );
  });
});
