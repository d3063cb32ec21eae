import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openPgliteThread } from '../../../server/db/pgliteThread.ts';
import { backendStartTimeout } from '../support/backend.ts';

/**
 * PGlite on its own thread behaves as PGlite on the caller's thread: these are the parts the
 * message passing could get wrong. (The backend's own tests run on it too, on every table.)
 */
let db: Database;
beforeAll(async () => {
  db = await openPgliteThread({ memory: true });
  await db.exec(`create table notes (id int primary key, body text not null check (length(body) < 10));
    create function refuse_at_commit() returns trigger language plpgsql as $$
      begin raise exception using errcode = '23514', message = 'refused at commit'; end $$;
    create constraint trigger refuse_at_commit after insert on notes deferrable initially deferred
      for each row when (new.body = 'late') execute function refuse_at_commit();`);
}, backendStartTimeout);
afterAll(() => db.close());

const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

describe('PGlite on a thread of its own', () => {
  it("gives PostgreSQL's error fields back on the caller's thread", async () => {
    await db.query('insert into notes values (1, $1)', ['first']);
    const duplicate = await db.query('insert into notes values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey', message: expect.stringContaining('duplicate key') });
    expect(await db.query('insert into notes values (2, $1)', ['far too long']).catch((error: unknown) => error)).toMatchObject({
      code: '23514',
      table: 'notes',
    });
  });

  it('runs a statement sent outside an open transaction only after it, so it never sees what is rolled back', async () => {
    const before = await count();
    let seenOutside: Promise<number | undefined> = Promise.resolve(undefined);
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('insert into notes values (3, $1)', ['third']);
      seenOutside = count();
      expect((await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n).toBe((before ?? 0) + 1);
      throw new Error('undo it');
    });
    await expect(rolledBack).rejects.toThrow('undo it');
    expect(await seenOutside).toBe(before);
  });

  it('rejects a transaction that the database refuses at commit, and keeps nothing of it', async () => {
    const before = await count();
    const refused = db.transaction(async (tx) => tx.query('insert into notes values (4, $1)', ['late']));
    await expect(refused).rejects.toMatchObject({ code: '23514', message: 'refused at commit' });
    expect(await count()).toBe(before);
  });

  it('rolls back a transaction whose work throws, and goes on serving', async () => {
    const before = await count();
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into notes values (5, $1)', ['fifth']);
      throw new Error('the work failed');
    });
    await expect(failed).rejects.toThrow('the work failed');
    expect(await count()).toBe(before);
  });

  it('takes and gives every type the backend uses', async () => {
    const when = new Date('2026-11-20T10:00:00.000Z');
    const { rows } = await db.query<{ at: Date; doc: unknown; list: number[]; bytes: Uint8Array; big: number }>(
      'select $1::timestamptz as at, $2::jsonb as doc, $3::int[] as list, $4::bytea as bytes, 9007199254740993::int8 as big',
      [when, { a: [1, 'b'] }, [1, 2], new Uint8Array([0, 255])],
    );
    expect(rows[0]).toEqual({ at: when, doc: { a: [1, 'b'] }, list: [1, 2], bytes: new Uint8Array([0, 255]), big: 9007199254740993n });
  });
});

describe('a closed PGlite thread', () => {
  it('refuses further statements with a message that says so', async () => {
    const closing = await openPgliteThread({ memory: true });
    await closing.close();
    await expect(closing.query('select 1')).rejects.toMatchObject({ code: '08003', message: 'The database is closed.' });
  }, 120_000);
});
