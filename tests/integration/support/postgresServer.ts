import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the integration tests run on when TEST_DATABASE_URL names it (`npm run
 * test:integration:postgres` starts a throwaway one); unset, they run on PGlite. The URL's own database is
 * only used to create and drop the tests' databases.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the test server, so parallel test files never meet: empty, or a copy of
 * `template` with the settings its roles have in it (PostgreSQL copies the tables, not those).
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  if (template) await onServer(serverUrl, copyRoleSettings(template, name));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    // FORCE ends connections a failed test left open, so the database never outlives the run.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** `alter role … in database` and `alter database … set` of one database, made again for another (both names are ours). */
function copyRoleSettings(from: string, to: string): string {
  return `do $$
    declare entry record;
    begin
      for entry in
        select roles.rolname as role, split_part(setting, '=', 1) as key, substr(setting, strpos(setting, '=') + 1) as value
        from pg_catalog.pg_db_role_setting as settings
        join pg_catalog.pg_database as databases on databases.oid = settings.setdatabase
        left join pg_catalog.pg_roles as roles on roles.oid = settings.setrole,
        unnest(settings.setconfig) as setting
        where databases.datname = '${from}'
      loop
        if entry.role is null then
          execute format('alter database %I set %s = %L', '${to}', entry.key, entry.value);
        else
          execute format('alter role %I in database %I set %s = %L', entry.role, '${to}', entry.key, entry.value);
        end if;
      end loop;
    end $$`;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
