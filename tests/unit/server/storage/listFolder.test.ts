import { describe, expect, it } from 'vitest';
import { listFolder, readListRequest } from '../../../../server/storage/listFolder.ts';
import type { ObjectRow, ObjectRows } from '../../../../server/storage/objectRows.ts';

const row = (name: string, created: string): ObjectRow => ({
  id: `id-${name}`,
  bucket_id: 'b',
  name,
  owner: null,
  owner_id: null,
  version: null,
  metadata: null,
  created_at: created,
  updated_at: created,
  last_accessed_at: created,
});
/** The rows a caller sees under a folder, as the database answers them: by name. */
const rowsUnder = (all: ObjectRow[]) =>
  ({
    under: async (_caller: unknown, _bucket: string, prefix: string) => all.filter((object) => object.name.startsWith(prefix)),
  }) as unknown as ObjectRows;
const caller = { role: 'authenticated' as const, claims: {} };
const stored = [
  row('articles/b.png', '2026-01-02'),
  row('articles/a.png', '2026-01-03'),
  row('articles/2026/c.png', '2026-01-01'),
  row('articles/2026/d.png', '2026-01-01'),
  row('episodes/e.mp3', '2026-01-01'),
];

describe('listFolder', () => {
  it('lists one folder level: its files and its subfolders (with a null id), by name', async () => {
    const entries = await listFolder(rowsUnder(stored), caller, 'b', readListRequest({ prefix: 'articles' }));
    expect(entries.map((entry) => [entry.name, entry.id])).toEqual([
      ['2026', null],
      ['a.png', 'id-articles/a.png'],
      ['b.png', 'id-articles/b.png'],
    ]);
  });

  it('sorts, searches by the start of a name, and pages', async () => {
    const list = (body: Record<string, unknown>) => listFolder(rowsUnder(stored), caller, 'b', readListRequest(body));
    const newest = await list({ prefix: 'articles/', sortBy: { column: 'created_at', order: 'desc' } });
    expect(newest.map((entry) => entry.name)).toEqual(['a.png', 'b.png', '2026']);
    expect((await list({ prefix: 'articles', search: 'A' })).map((entry) => entry.name)).toEqual(['a.png']);
    expect((await list({ prefix: 'articles', limit: 1, offset: 1 })).map((entry) => entry.name)).toEqual(['a.png']);
    expect((await list({})).map((entry) => entry.name)).toEqual(['articles', 'episodes']);
  });
});

describe('readListRequest', () => {
  it('fills supabase-js defaults and refuses what it cannot sort or page by', () => {
    expect(readListRequest({})).toEqual({ prefix: '', limit: 100, offset: 0, search: '', sortBy: { column: 'name', order: 'asc' } });
    for (const body of [
      { limit: 0 },
      { limit: 1001 },
      { offset: -1 },
      { offset: 0.5 },
      { prefix: 5 },
      { prefix: 'a%b' },
      { sortBy: { column: 'size' } },
      { sortBy: { order: 'sideways' } },
      { sortBy: 'name' },
      { search: 'x'.repeat(1025) },
    ])
      expect(() => readListRequest(body), JSON.stringify(body)).toThrow();
  });
});
