import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the integration tests run on when TEST_DATABASE_URL names it (`npm run
 * test:integration:postgres` starts a throwaway one); unset, they run on PGlite. The URL's own database is
 * only used to create and drop the tests' databases.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own on the test server, so parallel test files never meet. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE ends connections a failed test left open, so the database never outlives the run.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
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
