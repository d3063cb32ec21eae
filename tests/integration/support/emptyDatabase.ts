import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../../server/db/database.ts';
import { openPostgres } from '../../../server/db/postgresDatabase.ts';
import { createScratchDatabase, testDatabaseUrl } from './postgresServer.ts';

export interface EmptyDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * A database with nothing in it, not even the bootstrap, for tests of the bootstrap files
 * themselves: PGlite in memory, or a fresh database on the TEST_DATABASE_URL server.
 */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  if (!testDatabaseUrl) {
    const db = await PGlite.create();
    return { db, close: () => db.close() };
  }
  const scratch = await createScratchDatabase(testDatabaseUrl);
  const db = await openPostgres(scratch.url);
  return {
    db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
