import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchemaFile } from '../../../server/db/bootstrap.ts';
import type { Database } from '../../../server/db/database.ts';
import { openEmptyDatabase, type EmptyDatabase } from '../support/emptyDatabase.ts';

// The database as the backend prepares it before migrations: the API roles, then the auth schema.
let empty: EmptyDatabase;
let db: Database;
beforeAll(async () => {
  empty = await openEmptyDatabase();
  db = empty.db;
  for (const file of ['supabase-roles.sql', 'supabase-compat.sql', 'auth-schema.sql']) await runSchemaFile(db, file);
});
afterAll(() => empty.close());

const claims = { sub: '7d3c1f52-3c1b-4bd4-9d6e-2f1a0c9b8e11', role: 'authenticated', email: 'reader@example.test', aal: 'aal1' };

/** Runs statements as an API role with the given claims, as the REST layer does, then resets. */
async function asRole<T>(role: string, sql: string): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql)).rows;
  });
}

describe('the auth schema', () => {
  it('gives RLS policies the caller through auth.uid(), auth.role(), auth.email() and auth.jwt()', async () => {
    const [row] = await asRole<Record<string, unknown>>(
      'authenticated',
      'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
    );
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: claims.email, jwt: claims });
  });

  it('answers null for a caller without claims', async () => {
    const { rows } = await db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(rows[0]?.uid).toBeNull();
  });

  it('keeps users, sessions and refresh tokens unreadable for the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const table of ['auth.users', 'auth.sessions', 'auth.refresh_tokens']) {
        await expect(asRole(role, `select * from ${table}`)).rejects.toThrow(/permission denied/);
      }
    }
  });

  it('can be applied again at every start without error or data loss', async () => {
    await db.query(`insert into auth.users (email) values ('kept@example.test')`);
    await runSchemaFile(db, 'auth-schema.sql');
    const { rows } = await db.query(`select 1 from auth.users where email = 'kept@example.test'`);
    expect(rows).toHaveLength(1);
  });

  it('lets migrations reference auth.users, as hosted Supabase does', async () => {
    await db.exec(`create table public.profiles (id uuid primary key references auth.users (id) on delete cascade, display_name text)`);
    const { rows } = await db.query<{ id: string }>(`insert into auth.users (email) values ('profiled@example.test') returning id`);
    await db.query('insert into public.profiles (id, display_name) values ($1, $2)', [rows[0]?.id, 'Profiled']);
    await db.query('delete from auth.users where id = $1', [rows[0]?.id]);
    expect((await db.query('select * from public.profiles')).rows).toEqual([]);
  });
});
