import { watchAvailability } from './availability.ts';
import type { Database } from './database.ts';
import type { PgliteLocation } from './openPglite.ts';
import { openPgliteThread } from './pgliteThread.ts';
import { openPostgres } from './postgresDatabase.ts';

/**
 * Where the embedded database lives: PGlite in memory (tests) or in a folder (`npm start`), on a
 * thread of its own, or a database of its own on a PostgreSQL server (the tests on PostgreSQL).
 * Either way an outage surfaces as DatabaseUnavailable.
 */
export type DatabaseLocation = PgliteLocation | { url: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return watchAvailability(await openUnwatched(location));
}

async function openUnwatched(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  return openPgliteThread(location);
}
