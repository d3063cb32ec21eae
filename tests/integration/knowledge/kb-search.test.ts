import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * search_kb_notes through supabase-js, as the knowledge base page calls it, over six notes written
 * to test one rule each. Runs on PGlite, and on PostgreSQL 15 when TEST_DATABASE_URL names one.
 */
const id = (n: number) => `00000000-0000-4000-8000-0000000c1${String(n).padStart(3, '0')}`;
const fixture = `
insert into public.kb_notes (id, title, body_md, tags, archived_at, created_at, updated_at) values
  ('${id(1)}', 'AI pilot governance', 'Who signs off an AI pilot, and how the board hears about it.', '{governance,strategy}', null, '2026-01-01Z', '2026-01-06Z'),
  ('${id(2)}', 'Board reporting', 'Quarterly notes. The pilot governance checklist: pilot scope, pilot budget, pilot owner, pilot review.', '{reporting}', null, '2026-01-02Z', '2026-01-05Z'),
  ('${id(3)}', 'Vendor contracts', 'Clauses to ask for.', '{pilot}', null, '2026-01-03Z', '2026-01-04Z'),
  ('${id(4)}', 'An archived idea', 'Pilot governance, archived.', '{}', '2026-02-01Z', '2026-01-04Z', '2026-01-03Z'),
  ('${id(5)}', 'Hiring plan', 'Roles for the data team.', '{soc-15}', null, '2026-01-05Z', '2026-01-02Z'),
  ('${id(6)}', 'Notes on governance', 'Governance for each pilot we run.', '{}', null, '2026-01-06Z', '2026-01-01Z');`;

const open = '\uE000';
const close = '\uE001';
const marked = (word: string) => `${open}${word}${close}`;

interface Found {
  id: string;
  title: string;
  title_highlighted: string;
  snippet: string;
  tags: string[];
  rank: number;
  total: number;
}

let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  await test.backend.deps.db.exec(fixture);
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test', { metadata: { is_admin: true } });
}, backendStartTimeout);
afterAll(async () => test?.stop());

async function search(args: Record<string, unknown>): Promise<Found[]> {
  const { data, error } = await admin.client.rpc('search_kb_notes', args);
  if (error) throw new Error(`search_kb_notes answered ${error.code}: ${error.message}`);
  return data as Found[];
}
const ids = (rows: readonly Found[]) => rows.map((row) => row.id);

describe('search_kb_notes', () => {
  it('answers every hostile query without an error', async () => {
    const hostileCharacter = fc.constantFrom(
      ...'"\'&|!():*<>\\-–— \t\n:*&!|'.split(''),
      'é',
      '🚀',
      '\u202E',
      '\u200F',
      'א',
      '\u0007',
      '\u001B',
      '\uE000',
    );
    const hostile = fc.oneof(
      fc.string({ unit: hostileCharacter, maxLength: 60 }),
      // Lone surrogates and NUL are the REST layer's to refuse (tests below and in rest/); here every other code point.
      fc.string({ unit: 'binary', maxLength: 80 }).map((text) => text.toWellFormed().replaceAll('\u0000', '')),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .tuple(fc.constantFrom('pilot', 'gov', '"pilot', '-"', "'"), fc.string({ unit: hostileCharacter, maxLength: 20 }))
        .map(([a, b]) => a + b),
      fc.constant('x'.repeat(10_000)),
      fc.constant('"'.repeat(10_000)),
      fc.constant('pilot -'.repeat(1_500)),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.option(fc.string({ maxLength: 20 })), async (query, tag) => {
        const { data, error } = await admin.client.rpc('search_kb_notes', { p_query: query, p_tag: tag });
        expect(error).toBeNull();
        expect(Array.isArray(data)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('reads each word as the beginning of a word, all of them required: "pilot gov" finds "AI pilot governance" first', async () => {
    const rows = await search({ p_query: 'pilot gov' });
    expect(rows[0]?.id).toBe(id(1));
    expect(new Set(ids(rows))).toEqual(new Set([id(1), id(2), id(6)]));
    expect(rows.every((row) => Number(row.total) === 3)).toBe(true);
    expect(rows[0]?.title_highlighted).toBe(`AI ${marked('pilot')} ${marked('governance')}`);
  });

  it('ranks a title hit above a tag hit above body hits, however often the body repeats the word', async () => {
    const rows = await search({ p_query: 'pilot' });
    expect(ids(rows).slice(0, 2)).toEqual([id(1), id(3)]);
    expect(new Set(ids(rows).slice(2))).toEqual(new Set([id(2), id(6)]));
    const ranks = rows.map((row) => row.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('matches a quoted phrase only as written', async () => {
    expect(new Set(ids(await search({ p_query: '"pilot governance"' })))).toEqual(new Set([id(1), id(2)]));
  });

  it('leaves out the notes holding a -word or a -"phrase"', async () => {
    expect(new Set(ids(await search({ p_query: 'pilot -board' })))).toEqual(new Set([id(3), id(6)]));
    expect(ids(await search({ p_query: 'gov -"pilot governance"' }))).toEqual([id(6)]);
  });

  it('filters by tag (any case; an empty tag is no filter), with or without words', async () => {
    expect(ids(await search({ p_query: '', p_tag: 'pilot' }))).toEqual([id(3)]);
    expect(ids(await search({ p_query: 'pilot', p_tag: 'Governance' }))).toEqual([id(1)]);
    expect(await search({ p_query: 'pilot', p_tag: '' })).toHaveLength(4);
    expect(await search({ p_query: 'pilot', p_tag: 'nothing-tagged' })).toEqual([]);
  });

  it('searches the archived notes apart from the others', async () => {
    expect(ids(await search({ p_query: 'pilot', p_archived: true }))).toEqual([id(4)]);
    expect(ids(await search({ p_query: '', p_archived: true }))).toEqual([id(4)]);
  });

  it('pages the results and counts every match in total', async () => {
    const all = await search({ p_query: 'pilot' });
    const second = await search({ p_query: 'pilot', p_limit: 1, p_offset: 1 });
    expect(ids(second)).toEqual([id(3)]);
    expect(Number(second[0]?.total)).toBe(4);
    const pages = [0, 1, 2, 3].map((offset) => search({ p_query: 'pilot', p_limit: 1, p_offset: offset }));
    expect((await Promise.all(pages)).flatMap(ids)).toEqual(ids(all));
    expect(await search({ p_query: 'pilot', p_limit: 1, p_offset: 4 })).toEqual([]);
  });

  it('counts and ranks at most 100 matches of a search (total 101 means more, and the newest 100 are ranked), and the whole list without one', async () => {
    const db = test.backend.deps.db;
    await db.exec(`insert into public.kb_notes (title, body_md, updated_at)
      select 'Capybara note ' || n, 'About the capybara.', timestamptz '2025-01-01Z' + n * interval '1 hour' from generate_series(1, 205) as n`);
    try {
      const first = await search({ p_query: 'capybara', p_limit: 50 });
      expect(first.map((row) => Number(row.total))).toEqual(Array(50).fill(101));
      expect(first[0]?.title).toBe('Capybara note 205');
      const last = await search({ p_query: 'capybara', p_limit: 50, p_offset: 50 });
      expect(last.at(-1)?.title).toBe('Capybara note 106');
      expect(await search({ p_query: 'capybara', p_offset: 100 })).toEqual([]);
      // The list without a search is counted whole.
      const [{ current }] = (
        await db.query<{ current: number }>(`select count(*)::int as current from public.kb_notes where archived_at is null`)
      ).rows as [{ current: number }];
      expect(current).toBeGreaterThan(205);
      expect(Number((await search({ p_query: '' }))[0]?.total)).toBe(current);
    } finally {
      await db.exec(`delete from public.kb_notes where title like 'Capybara note %'`);
    }
  });

  it('refuses a page size outside 1 to 100 or a negative offset', async () => {
    for (const args of [{ p_limit: 0 }, { p_limit: 101 }, { p_offset: -1 }]) {
      const { error } = await admin.client.rpc('search_kb_notes', { p_query: 'pilot', ...args });
      expect(error?.code).toBe('22023');
    }
  });

  it('marks the matched words in the title and in a snippet of the body, between U+E000 and U+E001', async () => {
    const [notes] = await search({ p_query: 'gov', p_tag: '' }).then((rows) => rows.filter((row) => row.id === id(6)));
    expect(notes?.title_highlighted).toBe(`Notes on ${marked('governance')}`);
    expect(notes?.snippet).toBe(`${marked('Governance')} for each pilot we run.`);
    const [board] = await search({ p_query: '"pilot governance"', p_tag: 'reporting' });
    expect(board?.title_highlighted).toBe('Board reporting');
    expect(board?.snippet).toContain(`${marked('pilot')} ${marked('governance')} checklist`);
  });

  it('never takes the marks from the note itself: U+E000 and U+E001 written in a note are dropped', async () => {
    const fake = '00000000-0000-4000-8000-0000000c1099';
    await test.backend.deps.db.query(`insert into public.kb_notes (id, title, body_md) values ($1, $2, $3)`, [
      fake,
      `Fake ${open}highlight${close} zebra`,
      `A ${open}planted${close} mark beside the zebra.`,
    ]);
    try {
      const [row] = await search({ p_query: 'zebra' });
      expect(row?.title_highlighted).toBe(`Fake highlight ${marked('zebra')}`);
      expect(row?.snippet).toBe(`A planted mark beside the ${marked('zebra')}.`);
    } finally {
      await test.backend.deps.db.query('delete from public.kb_notes where id = $1', [fake]);
    }
  });

  it('shows a long note by the fragment around the words found', async () => {
    const long = '00000000-0000-4000-8000-0000000c1098';
    const filler = 'Budgets, owners and reviews come first. '.repeat(20);
    await test.backend.deps.db.query(`insert into public.kb_notes (id, title, body_md) values ($1, 'A long note', $2)`, [
      long,
      `${filler}Then the okapi enclosure opens. ${filler}`,
    ]);
    try {
      const [row] = await search({ p_query: 'okapi' });
      expect(row?.snippet).toMatch(/^[^\uE000]*? the \uE000okapi\uE001 enclosure opens\. [^\uE000]*$/);
      expect(row?.snippet.split(' ').length).toBeLessThanOrEqual(24);
    } finally {
      await test.backend.deps.db.query('delete from public.kb_notes where id = $1', [long]);
    }
  });

  it('lists every note newest first when there is nothing to search for: an empty query, stop words alone, or one letter typed', async () => {
    const newest = [id(1), id(2), id(3), id(5), id(6)];
    for (const query of ['', '   ', 'the and of', '-', '""', 'p', null]) {
      const rows = await search({ p_query: query });
      expect(ids(rows)).toEqual(newest);
      expect(rows[0]).toMatchObject({ title_highlighted: 'AI pilot governance', rank: 0 });
      expect(rows[0]?.snippet).toBe('Who signs off an AI pilot, and how the board hears about it.');
      expect(Number(rows[0]?.total)).toBe(5);
    }
  });

  it('is refused to anyone but the admin, even a user whose own metadata claims admin', async () => {
    const { data, error } = await reader.client.rpc('search_kb_notes', { p_query: 'pilot' });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    const tags = await reader.client.rpc('kb_note_tags');
    expect(tags.error?.code).toBe('42501');
    const anonymous = await test.client().rpc('search_kb_notes', { p_query: 'pilot' });
    expect(anonymous.data).toBeNull();
  });

  it('answers a lone surrogate (which JSON can carry but no text can hold) with a plain 400, before any SQL', async () => {
    const { data, error, status } = await admin.client.rpc('search_kb_notes', { p_query: '\uD800 lone \uDFFF surrogates' });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST102');
  });
});
