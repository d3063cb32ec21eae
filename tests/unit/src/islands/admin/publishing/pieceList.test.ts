import { describe, expect, it } from 'vitest';
import { clientTable, type TableSort, tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import {
  type PieceLine,
  pieceColumns,
  type PiecesAddress,
  pieceKept,
  pieceLines,
  piecesAddress,
  statusLabel,
} from '../../../../../../src/islands/admin/publishing/pieceList.ts';
import type { Article, Issue } from '../../../../../../src/islands/admin/publishing/piecesApi.ts';

const stamps = { body_md: '', created_at: '2026-11-01T00:00:00Z', is_sample: false, published_at: null, publish_at: null };
const article = (id: string, title: string, status: Article['status'], updated: string): Article => ({
  ...stamps,
  id,
  title,
  slug: id,
  summary: '',
  cover_image_url: null,
  cover_image_alt: '',
  status,
  updated_at: updated,
});
const issue = (id: string, subject: string, status: Issue['status'], updated: string): Issue => ({
  ...stamps,
  id,
  subject,
  slug: id,
  preheader: '',
  article_id: null,
  status,
  updated_at: updated,
});

const lines = pieceLines(
  [article('five-questions', 'Five questions', 'draft', '2026-11-03'), article('pilot', 'Pilot notes', 'published', '2026-11-01')],
  [issue('issue-1', 'November letter', 'published', '2026-11-02')],
);

const visiblePieces = (list: readonly PieceLine[], filter: Pick<PiecesAddress, 'kind' | 'status' | 'q'>, sort: TableSort) =>
  clientTable(list, { columns: pieceColumns('UTC'), keep: pieceKept(filter), sort, page: 1 }).rows;

describe('the list of pieces', () => {
  it('filters by kind, status and text in the title or slug', () => {
    const all = { kind: 'all', status: 'all', q: '' } as const;
    const sort = { key: 'title', direction: 'ascending' } as const;
    expect(visiblePieces(lines, { ...all, kind: 'issue' }, sort).map((line) => line.id)).toEqual(['issue-1']);
    expect(visiblePieces(lines, { ...all, status: 'published' }, sort).map((line) => line.id)).toEqual(['issue-1', 'pilot']);
    expect(visiblePieces(lines, { ...all, q: 'FIVE' }, sort).map((line) => line.id)).toEqual(['five-questions']);
  });

  it('sorts by the last change, newest first, and statuses in their order', () => {
    const all = { kind: 'all', status: 'all', q: '' } as const;
    expect(visiblePieces(lines, all, { key: 'updatedAt', direction: 'descending' }).map((line) => line.id)).toEqual([
      'five-questions',
      'issue-1',
      'pilot',
    ]);
    expect(visiblePieces(lines, all, { key: 'status', direction: 'ascending' })[0]?.id).toBe('five-questions');
  });

  it('keeps its filter, sort and page in the address under their names', () => {
    const search = '?kind=issue&status=published&q=letter&sort=-title&page=2';
    expect(piecesAddress.write(piecesAddress.read(search), '?issue=7')).toBe(`?issue=7&${search.slice(1)}`);
  });

  it('calls a published issue sent, in the table and in its export', () => {
    expect(statusLabel('issue', 'published')).toBe('Sent');
    expect(statusLabel('article', 'published')).toBe('Published');
    expect(
      tableCsv(pieceColumns('UTC'), lines)
        .split(/\r?\n/)
        .map((row) => row.split(',').slice(0, 3).join(',')),
    ).toEqual(['Title,Kind,Status', 'Five questions,article,Draft', 'Pilot notes,article,Published', 'November letter,issue,Sent', '']);
  });
});
