import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createNotesTable, storedSlugs } from '../support/notesTable.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let ada: TestUser;

beforeAll(async () => {
  test = await startTestBackend();
  await createNotesTable(test);
  ada = await createTestUser(test, 'ada@example.test');
  const seeded = await ada.client.from('notes').insert({ slug: 'kept', body: 'already here' });
  if (seeded.error) throw new Error(seeded.error.message);
}, backendStartTimeout);
afterAll(() => test.stop());

/** A raw call as ada, so the path and query reach the server exactly as written. */
function rest(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', test.anonKey);
  headers.set('authorization', `Bearer ${ada.accessToken}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${test.url}/rest/v1/${pathAndQuery}`, { ...init, headers });
}

const insert = (query: string, body: unknown, prefer?: string) =>
  rest(`notes${query}`, { method: 'POST', body: JSON.stringify(body), headers: prefer ? { prefer } : {} });

/** Expects a 4xx in PostgREST's shape with this code, and the table unchanged. */
async function expectRefused(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code, message: expect.any(String) });
  expect(await storedSlugs(test)).toEqual(['kept']);
}

describe('hostile REST input gets a 4xx with a stable code and stores nothing', () => {
  it('answers a path that is not valid percent-encoding with 404 PGRST125', async () => {
    await expectRefused(await rest('%ZZ'), 404, 'PGRST125');
    await expectRefused(await rest('notes%E0%A4%A', { method: 'POST', body: '{"slug":"x","body":"y"}' }), 404, 'PGRST125');
  });

  it.each([
    ['a filter value', 'notes?slug=eq.a%00b'],
    ['a filter name', 'notes?sl%00ug=eq.a'],
    ['an in list', 'notes?slug=in.(a,b%00)'],
    ['select', 'notes?select=sl%00ug'],
    ['order', 'notes?order=slug%00.desc'],
    ['a function argument', 'rpc/count_my_notes?min_stars=1%00'],
  ])('refuses a NUL in %s with 400 PGRST100', async (_where, pathAndQuery) => {
    const response = await rest(pathAndQuery);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('NUL character') });
  });

  it('reads an encoded unpaired surrogate as replacement characters, which match nothing', async () => {
    const response = await rest('notes?slug=eq.%ED%A0%80&select=slug');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses a NUL in the query of a write, in on_conflict, columns or a filter, and writes nothing', async () => {
    await expectRefused(await insert('?on_conflict=sl%00ug', { slug: 'n1', body: 'x' }, 'resolution=merge-duplicates'), 400, 'PGRST100');
    await expectRefused(await insert('?columns=slug,bo%00dy', [{ slug: 'n2', body: 'x' }]), 400, 'PGRST100');
    await expectRefused(await rest('notes?slug=eq.kept%00', { method: 'PATCH', body: '{"body":"changed"}' }), 400, 'PGRST100');
    await expectRefused(await rest('notes?slug=eq.kept%00', { method: 'DELETE' }), 400, 'PGRST100');
    expect((await ada.client.from('notes').select('body').eq('slug', 'kept').single()).data).toEqual({ body: 'already here' });
  });

  it('refuses a DELETE or PATCH without a filter as hosted Supabase does, 400 21000, and writes nothing', async () => {
    for (const modifiers of ['', '?select=slug', '?order=slug.desc', '?limit=1', '?select=slug&order=slug&limit=1&offset=0']) {
      for (const [method, statement] of [
        ['DELETE', 'DELETE'],
        ['PATCH', 'UPDATE'],
      ] as const) {
        const response = await rest(`notes${modifiers}`, { method, body: method === 'PATCH' ? '{"body":"changed"}' : undefined });
        expect(response.status, `${method} notes${modifiers}`).toBe(400);
        expect(await response.json()).toEqual({
          code: '21000',
          message: `${statement} requires a WHERE clause`,
          details: null,
          hint: null,
        });
      }
    }
    const viaClient = await Promise.all([ada.client.from('notes').delete(), ada.client.from('notes').update({ body: 'changed' })]);
    expect(viaClient.map(({ status, error }) => ({ status, code: error?.code }))).toEqual([
      { status: 400, code: '21000' },
      { status: 400, code: '21000' },
    ]);
    expect((await ada.client.from('notes').select('body').eq('slug', 'kept').single()).data).toEqual({ body: 'already here' });
    // Any filter on a column is a WHERE clause, even one every row passes.
    const everyRow = await ada.client.from('notes').update({ body: 'already here' }, { count: 'exact' }).not('slug', 'is', null);
    expect({ status: everyRow.status, count: everyRow.count }).toEqual({ status: 204, count: 1 });
  });

  it('answers on_conflict columns without a unique constraint, with a resolution header, with 400 42P10', async () => {
    for (const prefer of ['resolution=merge-duplicates', 'resolution=ignore-duplicates'])
      await expectRefused(await insert('?on_conflict=body', { slug: 'c1', body: 'x' }, prefer), 400, '42P10');
  });

  it('reads a column named twice in columns= once, as PostgREST does, and stores the row once', async () => {
    const response = await insert('?columns=slug,body,slug', [{ slug: 'twice', body: 'once' }]);
    expect(response.status).toBe(201);
    expect(await storedSlugs(test)).toEqual(['kept', 'twice']);
    await ada.client.from('notes').delete().eq('slug', 'twice');
  });

  it.each([
    ['a year 0000', { created_at: '0000-01-01T00:00:00Z' }, '22008'],
    ['a time-zone offset of 16 hours', { created_at: '2026-01-01T00:00:00+16:00' }, '22009'],
    ['a number out of range', { stars: 1e300 }, '22P02'],
    ['text that is not a number', { stars: 'many' }, '22P02'],
    ['a body over the check', { body: 'x'.repeat(201) }, '23514'],
    ['a missing required value', { body: null }, '23502'],
  ])('answers %s with 400 and its SQLSTATE', async (_what, fields, code) => {
    await expectRefused(await insert('', { slug: 'bad', body: 'x', ...fields }), 400, code);
  });

  it('answers data a filter cannot compare with 400 and its SQLSTATE', async () => {
    const response = await rest('notes?created_at=gt.0000-01-01');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22008' });
  });

  it('refuses JSON nested deeper than 64 levels with 400 PGRST102', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    await expectRefused(await rest('notes', { method: 'POST', body: `{"slug":"deep","body":"x","tags":${deep}}` }), 400, 'PGRST102');
  });
});
