import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createNotesTable, storedSlugs } from '../support/notesTable.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  await createNotesTable(test);
  ada = await createTestUser(test, 'ada@example.test');
  bob = await createTestUser(test, 'bob@example.test');
  admin = await createTestUser(test, 'owner@example.test');
  const seeded = await ada.client.from('notes').insert(
    [
      { slug: 'a1', body: 'first', stars: 1, tags: ['x'] },
      { slug: 'a2', body: 'second', stars: 5, tags: ['x', 'y'] },
      { slug: 'a3', body: 'Third', stars: 3 },
    ],
    { defaultToNull: false },
  );
  if (seeded.error) throw new Error(seeded.error.message);
  await bob.client.from('notes').insert({ slug: 'b1', body: 'bob only' });
}, backendStartTimeout);
afterAll(() => test.stop());

describe('select', () => {
  it('shows each user only the rows RLS lets them read', async () => {
    const { data } = await ada.client.from('notes').select('slug').order('slug');
    expect(data).toEqual([{ slug: 'a1' }, { slug: 'a2' }, { slug: 'a3' }]);
    expect((await bob.client.from('notes').select('slug')).data).toEqual([{ slug: 'b1' }]);
    expect((await admin.client.from('notes').select('slug')).data).toHaveLength(4);
  });

  it('denies the anonymous role, which has no grant, with 401', async () => {
    const { error, status } = await test.client().from('notes').select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('filters with eq, neq, gt, gte, lt, lte, in, is, like and ilike', async () => {
    const slugs = async (query: PromiseLike<{ data: { slug: string }[] | null }>) => (await query).data?.map((row) => row.slug);
    const notes = () => ada.client.from('notes').select('slug').order('slug');
    expect(await slugs(notes().eq('stars', 5))).toEqual(['a2']);
    expect(await slugs(notes().neq('stars', 5))).toEqual(['a1', 'a3']);
    expect(await slugs(notes().gt('stars', 1))).toEqual(['a2', 'a3']);
    expect(await slugs(notes().gte('stars', 3))).toEqual(['a2', 'a3']);
    expect(await slugs(notes().lt('stars', 3))).toEqual(['a1']);
    expect(await slugs(notes().lte('stars', 3))).toEqual(['a1', 'a3']);
    expect(await slugs(notes().in('slug', ['a1', 'a3', 'b1']))).toEqual(['a1', 'a3']);
    expect(await slugs(notes().is('body', null))).toEqual([]);
    expect(await slugs(notes().like('body', '%irs%'))).toEqual(['a1']);
    expect(await slugs(notes().ilike('body', 'th%'))).toEqual(['a3']);
  });

  it('orders, pages with limit and offset, and counts exactly', async () => {
    const { data, count } = await ada.client
      .from('notes')
      .select('slug, stars', { count: 'exact' })
      .order('stars', { ascending: false })
      .range(1, 2);
    expect(data).toEqual([
      { slug: 'a3', stars: 3 },
      { slug: 'a1', stars: 1 },
    ]);
    expect(count).toBe(3);
  });

  it('answers .single() with one object and 406 PGRST116 when not exactly one row matches', async () => {
    expect((await ada.client.from('notes').select('slug').eq('slug', 'a2').single()).data).toEqual({ slug: 'a2' });
    const many = await ada.client.from('notes').select('slug').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect((await ada.client.from('notes').select('slug').eq('slug', 'b1').maybeSingle()).data).toBeNull();
  });

  it('reports an unknown table with 404 and an unknown column with 400', async () => {
    const table = await ada.client.from('no_such_table').select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await ada.client.from('notes').select('slug, no_such_column');
    expect(column.status).toBe(400);
    expect(column.error?.message).toContain('no_such_column');
  });
});

describe('insert, upsert, update and delete', () => {
  it('inserts with return=representation limited to the selected columns', async () => {
    const { data, status } = await bob.client.from('notes').insert({ slug: 'b2', body: 'hello' }).select('slug, stars').single();
    expect(status).toBe(201);
    expect(data).toEqual({ slug: 'b2', stars: 0 });
  });

  it('gives absent keys null, or the column default with defaultToNull: false', async () => {
    const nulls = await bob.client.from('notes').insert([
      { slug: 'n1', body: 'x', stars: 2 },
      { slug: 'n2', body: 'y' },
    ]);
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await bob.client
      .from('notes')
      .insert(
        [
          { slug: 'n1', body: 'x', stars: 2 },
          { slug: 'n2', body: 'y' },
        ],
        { defaultToNull: false },
      )
      .select('slug, stars');
    expect(defaults.data).toEqual([
      { slug: 'n1', stars: 2 },
      { slug: 'n2', stars: 0 },
    ]);
  });

  it('upserts with merge-duplicates and skips with ignore-duplicates on the on_conflict column', async () => {
    const merged = await bob.client.from('notes').upsert({ slug: 'b2', body: 'merged' }, { onConflict: 'slug' }).select('body');
    expect(merged.data).toEqual([{ body: 'merged' }]);
    const ignored = await bob.client
      .from('notes')
      .upsert({ slug: 'b2', body: 'ignored' }, { onConflict: 'slug', ignoreDuplicates: true })
      .select('body');
    expect(ignored.data).toEqual([]);
    expect((await bob.client.from('notes').select('body').eq('slug', 'b2').single()).data).toEqual({ body: 'merged' });
  });

  it('answers a duplicate key with 409 and a broken check with 400, storing nothing', async () => {
    const duplicate = await bob.client.from('notes').insert({ slug: 'a1', body: 'taken' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const tooLong = await bob.client.from('notes').insert({ slug: 'long', body: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('23514');
    expect(await storedSlugs(test)).not.toContain('long');
  });

  it("refuses to write a row in another user's name (403) and changes none of theirs", async () => {
    const forged = await bob.client.from('notes').insert({ slug: 'fake', body: 'as ada', owner: ada.id });
    expect(forged.status).toBe(403);
    const update = await bob.client.from('notes').update({ body: 'defaced' }).eq('slug', 'a1').select();
    expect(update.data).toEqual([]);
    const removed = await bob.client.from('notes').delete().eq('slug', 'a1').select();
    expect(removed.data).toEqual([]);
    expect((await ada.client.from('notes').select('body').eq('slug', 'a1').single()).data).toEqual({ body: 'first' });
  });

  it('updates and deletes the rows the filters select, with or without a representation', async () => {
    const updated = await ada.client.from('notes').update({ stars: 4 }).eq('slug', 'a3').select('slug, stars');
    expect(updated.data).toEqual([{ slug: 'a3', stars: 4 }]);
    const minimal = await ada.client.from('notes').update({ stars: 2 }).eq('slug', 'a3');
    expect(minimal.status).toBe(204);
    const removed = await ada.client.from('notes').delete({ count: 'exact' }).eq('slug', 'a3');
    expect(removed).toMatchObject({ status: 204, count: 1 });
    expect(await storedSlugs(test)).not.toContain('a3');
  });
});

describe('rpc', () => {
  it('calls a function with named arguments under the caller’s RLS', async () => {
    expect((await ada.client.rpc('count_my_notes', { min_stars: 2 })).data).toBe(1);
    const bobsRows = (await bob.client.from('notes').select('slug')).data ?? [];
    expect(bobsRows.length).toBeLessThan((await storedSlugs(test)).length);
    expect((await bob.client.rpc('count_my_notes')).data).toBe(bobsRows.length);
    expect((await ada.client.rpc('notes_tagged', { tag: 'x' })).data?.map((row: { slug: string }) => row.slug)).toEqual(['a1', 'a2']);
  });

  it('answers an unknown function or argument with 404 PGRST202', async () => {
    expect((await ada.client.rpc('no_such_function')).error?.code).toBe('PGRST202');
    expect((await ada.client.rpc('count_my_notes', { nonsense: 1 })).status).toBe(404);
  });
});
