import { describe, expect, it } from 'vitest';
import type { NoteHit } from '../../../../../../src/islands/admin/knowledge-base/notesApi.ts';
import { sortedHits } from '../../../../../../src/islands/admin/knowledge-base/noteSorting.ts';

const hit = (id: string, title: string, created: string, updated: string): NoteHit => ({
  id,
  title,
  title_highlighted: title,
  snippet: '',
  tags: [],
  created_at: created,
  updated_at: updated,
  archived_at: null,
  is_sample: false,
  rank: 0,
});
const page = [
  hit('1', 'beta', '2026-01-02', '2026-03-01'),
  hit('2', 'Alpha', '2026-01-03', '2026-02-01'),
  hit('3', 'gamma', '2026-01-01', '2026-04-01'),
];
const ids = (hits: NoteHit[]) => hits.map((entry) => entry.id);

describe('ordering a page of notes', () => {
  it('keeps the database’s order for the best match, and sorts by title, creation or change otherwise', () => {
    expect(ids(sortedHits(page, 'relevance'))).toEqual(['1', '2', '3']);
    expect(ids(sortedHits(page, 'title'))).toEqual(['2', '1', '3']);
    expect(ids(sortedHits(page, 'created'))).toEqual(['2', '1', '3']);
    expect(ids(sortedHits(page, 'updated'))).toEqual(['3', '1', '2']);
  });
});
