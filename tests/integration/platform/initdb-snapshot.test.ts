import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../../server/db/bootstrap.ts';
import { createEmptyDatabase } from '../../../server/db/initdbSnapshot.ts';
import { openMigratedInMemory } from '../../../server/db/migratedCopy.ts';

const root = mkdtempSync(join(tmpdir(), 'initdb-copy-'));
const cacheDir = join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A first start runs initdb in WebAssembly and packs the copy: a few seconds alone, many times that on a busy runner. */
const firstStart = { timeout: 120_000 };

describe('the kept copy of an empty database', () => {
  it('is written by the first start and loaded by the next, which answers queries and keeps nothing of the first', firstStart, async () => {
    const first = await createEmptyDatabase(undefined, cacheDir);
    await first.exec('create table public.left_behind (id int)');
    await first.close();
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);

    const second = await createEmptyDatabase(undefined, cacheDir);
    const tables = await second.query<{ count: number }>("select count(*)::int as count from pg_tables where tablename = 'left_behind'");
    expect(tables.rows[0]?.count).toBe(0);
    await second.close();
  });

  it('fills an empty data folder that opens again after a clean close, with its data', async () => {
    const dataDir = join(root, 'data');
    const db = await createEmptyDatabase(dataDir, cacheDir);
    await db.exec("create table public.kept (note text); insert into public.kept values ('still here')");
    await db.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const reopened = await PGlite.create({ dataDir });
    expect((await reopened.query<{ note: string }>('select note from public.kept')).rows).toEqual([{ note: 'still here' }]);
    await reopened.close();
  });
});

describe('the kept copy of a database with its schema made', () => {
  const migrations = () => readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).length;
  const applied = async (db: PGlite) =>
    (await db.query<{ count: number }>('select count(*)::int as count from supabase_migrations.schema_migrations')).rows[0]?.count;

  it(
    "is written by the first in-memory start and loaded by the next, with every migration applied and none of the first one's rows",
    firstStart,
    async () => {
      const first = await openMigratedInMemory(cacheDir);
      expect(await applied(first)).toBe(migrations());
      await first.exec("insert into private.admin_emails (email) values ('left.behind@example.test')");
      await first.close();
      expect(readdirSync(cacheDir).filter((name) => name.startsWith('migrated-'))).toHaveLength(1);

      const second = await openMigratedInMemory(cacheDir);
      expect(await applied(second)).toBe(migrations());
      expect((await second.query('select email from private.admin_emails')).rows).toEqual([]);
      await second.close();
    },
  );
});
