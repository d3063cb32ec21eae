import { describe, expect, it } from 'vitest';
import { briefColumns, briefKept, briefsAddress, briefsCsv } from '../../../../../../src/islands/admin/intelligence/briefList.ts';
import { clientTable, type TableSort } from '../../../../../../src/islands/admin/kit/tableRows.ts';
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

const visibleBriefs = (list: BriefSummary[], filter: { status: 'all' | 'draft' | 'final'; q: string }, sort: TableSort) =>
  clientTable(list, { columns: briefColumns('UTC'), keep: briefKept(filter), sort }).rows;

describe('the list of briefs', () => {
  it('filters by status and by words of the title, in the chosen order', () => {
    const ids = (shown: readonly BriefSummary[]) => shown.map((shownBrief) => shownBrief.id);
    expect(ids(visibleBriefs(briefs, { status: 'all', q: '' }, { key: 'updated_at', direction: 'descending' }))).toEqual(['b', 'c', 'a']);
    expect(ids(visibleBriefs(briefs, { status: 'final', q: '' }, { key: 'items', direction: 'ascending' }))).toEqual(['c', 'b']);
    expect(ids(visibleBriefs(briefs, { status: 'all', q: ' PILOT' }, { key: 'title', direction: 'ascending' }))).toEqual(['c', 'a']);
  });

  it('exports the briefs shown as CSV', () => {
    expect(briefsCsv([briefs[1] as BriefSummary]).split('\r\n')[1]).toBe(
      'Hiring outlook,final,5,2026-11-05T00:00:00Z,2026-11-05T00:00:00Z,2026-11-01T00:00:00Z,false',
    );
  });
});

describe('the briefs’ address', () => {
  it('keeps the filters, the sort and the brief open, and leaves the defaults out', () => {
    const address = {
      status: 'final' as const,
      q: 'pilot',
      sort: { key: 'items', direction: 'ascending' as const },
      page: 1,
      brief: 'abc',
    };
    const search = briefsAddress.write(address, '');
    expect(search).toBe('?status=final&q=pilot&sort=items&brief=abc');
    expect(briefsAddress.read(search)).toEqual(address);
    expect(briefsAddress.read('?status=lost&sort=colour')).toEqual(briefsAddress.read(''));
  });
});
