import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchemaFile } from '../../../server/db/bootstrap.ts';
import type { Database } from '../../../server/db/database.ts';
import { openEmptyDatabase, type EmptyDatabase } from '../support/emptyDatabase.ts';

// The same expectations hold on PGlite and on PostgreSQL (TEST_DATABASE_URL): code reads the
// same JavaScript values and result shapes on both.
let empty: EmptyDatabase;
let db: Database;
beforeAll(async () => {
  empty = await openEmptyDatabase();
  db = empty.db;
  await runSchemaFile(db, 'supabase-roles.sql');
  await db.exec('create table kept (id int primary key, note text not null); grant select on kept to anon');
});
afterAll(() => empty.close());

describe('the database', () => {
  it('reads each type the backend uses as the same JavaScript value', async () => {
    const { rows } = await db.query(`select
      1::int2 as int2, 2::int4 as int4, 3::int8 as int8, 9007199254740993::int8 as huge, 1.25::numeric as numeric,
      1.5::float8 as float8, true as bool, 'a'::text as text, '0d7d1a4e-8a60-4d3b-9a41-8f0a1e2b3c4d'::uuid as uuid,
      '{"a":[1,"b"]}'::json as json, '{"a":1}'::jsonb as jsonb, '2024-01-02'::date as date,
      '2024-01-02 03:04:05.678+02'::timestamptz as timestamptz, '\\x01ff'::bytea as bytea, interval '1 day 2 hours' as interval,
      '{1,2}'::int4[] as int4s, '{"a b",c}'::text[] as texts, '{2024-01-02T00:00:00Z}'::timestamptz[] as times,
      '127.0.0.1'::inet as inet, null::text as nothing`);
    expect(rows[0]).toEqual({
      int2: 1,
      int4: 2,
      int8: 3,
      huge: 9007199254740993n,
      numeric: '1.25',
      float8: 1.5,
      bool: true,
      text: 'a',
      uuid: '0d7d1a4e-8a60-4d3b-9a41-8f0a1e2b3c4d',
      json: { a: [1, 'b'] },
      jsonb: { a: 1 },
      date: new Date('2024-01-02T00:00:00Z'),
      timestamptz: new Date('2024-01-02T01:04:05.678Z'),
      bytea: new Uint8Array([1, 255]),
      interval: '1 day 02:00:00',
      int4s: [1, 2],
      texts: ['a b', 'c'],
      times: [new Date('2024-01-02T00:00:00Z')],
      inet: '127.0.0.1',
      nothing: null,
    });
  });

  it('takes dates, objects, arrays and bytes as parameters', async () => {
    const { rows } = await db.query<{ at: Date; data: unknown; tags: string[]; bytes: Uint8Array }>(
      'select $1::timestamptz as at, $2::jsonb as data, $3::text[] as tags, $4::bytea as bytes',
      [new Date('2024-05-06T07:08:09.010Z'), { nested: { list: [1, 2] } }, ['x', 'y z'], new Uint8Array([0, 7])],
    );
    expect(rows[0]).toEqual({
      at: new Date('2024-05-06T07:08:09.010Z'),
      data: { nested: { list: [1, 2] } },
      tags: ['x', 'y z'],
      bytes: new Uint8Array([0, 7]),
    });
  });

  it('counts the rows a write touched, and none for a read', async () => {
    expect((await db.query("insert into kept values (1, 'one'), (2, 'two')")).affectedRows).toBe(2);
    expect((await db.query("update kept set note = 'uno' where id = 1")).affectedRows).toBe(1);
    expect((await db.query('select * from kept')).affectedRows).toBe(0);
    expect((await db.query('delete from kept where id > 5')).affectedRows).toBe(0);
  });

  it('commits a transaction that resolves and undoes every statement of one that throws', async () => {
    await db.transaction(async (tx) => tx.query("insert into kept values (10, 'committed')"));
    const failing = db.transaction(async (tx) => {
      await tx.query("insert into kept values (11, 'rolled back')");
      await tx.query("insert into kept values (10, 'duplicate')");
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ id: number }>('select id from kept where id >= 10 order by id');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it("keeps a transaction's local settings and role inside it", async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return (await tx.query<{ role: string }>('select current_user as role')).rows[0]?.role;
    });
    const after = (await db.query<{ role: string }>('select current_user as role')).rows[0]?.role;
    expect([inside, after]).toEqual(['anon', 'postgres']);
  });
});
