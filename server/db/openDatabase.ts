import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { watchAvailability } from './availability.ts';
import type { Database } from './database.ts';
import { createEmptyDatabase } from './initdbSnapshot.ts';
import { openPostgres } from './postgresDatabase.ts';

/**
 * Where the embedded database lives: PGlite in memory (tests) or in a folder (`npm start`), or
 * a database of its own on a PostgreSQL server (the tests on PostgreSQL). Either way an outage
 * surfaces as DatabaseUnavailable.
 */
export type DatabaseLocation = { memory: true } | { dataDir: string } | { url: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return watchAvailability(await openUnwatched(location));
}

async function openUnwatched(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('memory' in location) return createEmptyDatabase();
  mkdirSync(location.dataDir, { recursive: true });
  // PG_VERSION is the first file initdb writes: without it the folder holds no database yet.
  if (!existsSync(join(location.dataDir, 'PG_VERSION'))) return createEmptyDatabase(location.dataDir);
  return PGlite.create({ dataDir: location.dataDir });
}
