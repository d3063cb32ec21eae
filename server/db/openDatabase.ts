import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createEmptyDatabase } from './initdbSnapshot.ts';

/** Where the embedded database lives: in memory for tests, in a folder for `npm start`. */
export type DatabaseLocation = { memory: true } | { dataDir: string };

export async function openDatabase(location: DatabaseLocation): Promise<PGlite> {
  if ('memory' in location) return createEmptyDatabase();
  mkdirSync(location.dataDir, { recursive: true });
  // PG_VERSION is the first file initdb writes: without it the folder holds no database yet.
  if (!existsSync(join(location.dataDir, 'PG_VERSION'))) return createEmptyDatabase(location.dataDir);
  return PGlite.create({ dataDir: location.dataDir });
}
