import pg from 'pg';
import type { Database, Queries, Rows } from './database.ts';
import { arrayTypesQuery, pgliteTypeParsers, type ArrayTypeRow } from './pgliteValues.ts';

const writeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The embedded backend's database on a PostgreSQL server (the integration tests on
 * PostgreSQL 15): a pool of connections, each transaction on a connection of its own. Sessions
 * run in UTC, as PGlite's does, so times read back as text look the same on both.
 */
export async function openPostgres(url: string): Promise<Database> {
  const parsers = pgliteTypeParsers();
  const pool = new pg.Pool({ connectionString: url, types: parsers.types, options: '-c TimeZone=UTC' });
  // Without a listener, an idle connection that the server drops would crash the process.
  pool.on('error', (error) => console.warn(`A pooled database connection failed: ${error.message}`));
  try {
    parsers.learnArrayTypes((await pool.query<ArrayTypeRow>(arrayTypesQuery)).rows);
  } catch (error) {
    await pool.end();
    throw new Error(`Could not open the database at ${withoutPassword(url)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return {
    ...queriesOn(pool),
    async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queriesOn(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: the pool discards it.
        const rolledBack = await client.query('rollback').then(
          () => true,
          () => false,
        );
        client.release(!rolledBack);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function queriesOn(target: pg.Pool | pg.PoolClient): Queries {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<Rows<T>> {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], affectedRows: writeCommands.has(result.command) ? (result.rowCount ?? 0) : 0 };
    },
    exec: (sql: string) => target.query(sql),
  };
}

function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
