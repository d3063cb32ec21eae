import { describe, expect, it } from 'vitest';
import { pieceLines, statusLabel, visiblePieces } from '../../../../../../src/islands/admin/publishing/pieceList.ts';
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

describe('the list of pieces', () => {
  it('filters by kind, status and text in the title or slug', () => {
    const all = { kind: 'all', status: 'all', text: '' } as const;
    const sort = { key: 'title', direction: 'ascending' } as const;
    expect(visiblePieces(lines, { ...all, kind: 'issue' }, sort).map((line) => line.id)).toEqual(['issue-1']);
    expect(visiblePieces(lines, { ...all, status: 'published' }, sort).map((line) => line.id)).toEqual(['issue-1', 'pilot']);
    expect(visiblePieces(lines, { ...all, text: 'FIVE' }, sort).map((line) => line.id)).toEqual(['five-questions']);
  });

  it('sorts by the last change, newest first, and statuses in their order', () => {
    const all = { kind: 'all', status: 'all', text: '' } as const;
    expect(visiblePieces(lines, all, { key: 'updatedAt', direction: 'descending' }).map((line) => line.id)).toEqual([
      'five-questions',
      'issue-1',
      'pilot',
    ]);
    expect(visiblePieces(lines, all, { key: 'status', direction: 'ascending' })[0]?.id).toBe('five-questions');
  });

  it('calls a published issue sent', () => {
    expect(statusLabel('issue', 'published')).toBe('Sent');
    expect(statusLabel('article', 'published')).toBe('Published');
  });
});
