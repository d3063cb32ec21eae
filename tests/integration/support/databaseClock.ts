import type { Database } from '../../../server/db/database.ts';

/**
 * Lets the database's now() follow the test process's faked clock, which neither PGlite's thread
 * nor a PostgreSQL server can read. The test database gets a schema `test_clock`
 * whose now() is the server's plus an offset, and every function with a fixed search_path gets
 * `test_clock, pg_catalog` instead: pg_catalog named last lets an earlier schema's now() win.
 * Nothing else in the functions changes, and only these throwaway databases have the schema.
 * Returns the call that moves the database's clock to a time of the process.
 */
export async function followProcessClock(db: Database): Promise<(processNow: number) => Promise<void>> {
  await db.exec(`
    create schema test_clock;
    create table test_clock.offset_ms (only_row boolean primary key default true check (only_row), ms double precision not null);
    insert into test_clock.offset_ms (ms) values (0);
    create function test_clock.now() returns timestamptz
    language sql stable
    as $$ select pg_catalog.now() + pg_catalog.make_interval(secs => (select ms from test_clock.offset_ms) / 1000) $$;
    grant usage on schema test_clock to public;
    grant select on test_clock.offset_ms to public;
  `);
  const functions = await db.query<{ signature: string }>(`
    select p.oid::regprocedure::text as signature
    from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and exists (select 1 from unnest(p.proconfig) as setting where setting like 'search_path=%')`);
  for (const { signature } of functions.rows) await db.exec(`alter function ${signature} set search_path = test_clock, pg_catalog`);
  return async (processNow) => {
    await db.query('update test_clock.offset_ms set ms = $1::double precision - extract(epoch from clock_timestamp()) * 1000', [
      processNow,
    ]);
  };
}
