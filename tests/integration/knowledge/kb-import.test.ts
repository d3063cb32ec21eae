import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/** import_kb_notes through supabase-js, as the knowledge base's import calls it with the files it read. */
interface Outcome {
  outcome: 'imported' | 'duplicate' | 'refused';
  id?: string;
  message?: string;
}

let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test', { metadata: { is_admin: true } });
  await test.backend.deps.db.exec(`insert into public.kb_notes (title, body_md) values ('Already kept', 'The same words.')`);
}, backendStartTimeout);
afterAll(async () => test?.stop());

async function importNotes(notes: unknown): Promise<Outcome[]> {
  const { data, error } = await admin.client.rpc('import_kb_notes', { p_notes: notes });
  if (error) throw new Error(`import_kb_notes answered ${error.code}: ${error.message}`);
  return data as Outcome[];
}
async function noteCount(): Promise<number> {
  const { rows } = await test.backend.deps.db.query<{ count: number }>('select count(*)::int as count from public.kb_notes');
  return Number(rows[0]?.count);
}

const batch = [
  {
    title: 'Pilot scorecard',
    body_md: 'What a good pilot shows.',
    tags: ['pilot', 'soc-15'],
    source_links: ['https://example.com/a'],
    created_at: '2024-03-05T09:30:00Z',
  },
  { title: '  already KEPT ', body_md: 'The same words.\n' },
  { title: 'Bad tag', body_md: 'Tagged wrongly.', tags: ['Two Words'] },
  { title: '   ', body_md: 'No title at all.' },
  { title: 'Pilot scorecard', body_md: 'What a good pilot shows.' },
  { title: 'Unknown group', tags: ['soc-99'] },
  { title: 'Odd link', source_links: ['ftp://example.com/file'] },
  { title: 'Odd date', created_at: 'last Tuesday' },
  'not a note',
  { title: 'Just a title' },
];

describe('import_kb_notes', () => {
  let first: Outcome[] = [];

  it('imports each note, skips duplicates (kept before or earlier in the batch) and refuses the bad ones with the reason', async () => {
    const before = await noteCount();
    first = await importNotes(batch);
    expect(first.map((outcome) => outcome.outcome)).toEqual([
      'imported',
      'duplicate',
      'refused',
      'refused',
      'duplicate',
      'refused',
      'refused',
      'refused',
      'refused',
      'imported',
    ]);
    expect(first[4]?.id).toBe(first[0]?.id);
    expect(first.slice(2, 4).map((outcome) => outcome.message)).toEqual([
      'The tag "Two Words" is not one lower-case word without spaces, commas, # or quotes (soc-NN must name an occupational group).',
      'The note has no title.',
    ]);
    expect(first[5]?.message).toMatch(/^The tag "soc-99" is not/);
    expect(first[6]?.message).toBe('The source link "ftp://example.com/file" is not an http or https address.');
    expect(first[7]?.message).toBe('The date "last Tuesday" is not a date.');
    expect(first[8]?.message).toBe('Each note is an object with a title and a body.');
    expect(await noteCount()).toBe(before + 2);
  });

  it('keeps what the file said: its date, tags and links; a note without a date is dated now', async () => {
    const { rows } = await test.backend.deps.db.query<{
      title: string;
      created_at: Date;
      tags: string[];
      source_links: string[];
      recent: boolean;
    }>(
      `select title, created_at, tags, source_links, created_at > now() - interval '1 hour' as recent
       from public.kb_notes where id = any($1::uuid[]) order by title`,
      [[first[0]?.id, first[9]?.id]],
    );
    expect(rows.map(({ title, tags, source_links, recent }) => ({ title, tags, source_links, recent }))).toEqual([
      { title: 'Just a title', tags: [], source_links: [], recent: true },
      { title: 'Pilot scorecard', tags: ['pilot', 'soc-15'], source_links: ['https://example.com/a'], recent: false },
    ]);
    expect(new Date(rows[1]?.created_at ?? 0).toISOString()).toBe('2024-03-05T09:30:00.000Z');
  });

  it('adds nothing when the same batch is sent again', async () => {
    const before = await noteCount();
    const again = await importNotes(batch);
    expect(again.map((outcome) => outcome.outcome)).toEqual(
      first.map((outcome) => (outcome.outcome === 'imported' ? 'duplicate' : outcome.outcome)),
    );
    expect(again[0]?.id).toBe(first[0]?.id);
    expect(await noteCount()).toBe(before);
  });

  it('refuses an empty or oversized import, or one that is not a list', async () => {
    for (const notes of [[], Array.from({ length: 501 }, (_, n) => ({ title: `Note ${n}` })), { title: 'One note' }]) {
      const { error } = await admin.client.rpc('import_kb_notes', { p_notes: notes });
      expect(error?.code).toBe('22023');
    }
  });

  it('is refused to anyone but the admin, and then imports nothing', async () => {
    const before = await noteCount();
    const { data, error } = await reader.client.rpc('import_kb_notes', { p_notes: [{ title: 'Planted by a reader' }] });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect((await test.client().rpc('import_kb_notes', { p_notes: [{ title: 'Planted anonymously' }] })).data).toBeNull();
    expect(await noteCount()).toBe(before);
  });
});
