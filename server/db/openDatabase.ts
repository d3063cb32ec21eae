import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** Where the embedded database lives: in memory for tests, in a folder for `npm start`. */
export type DatabaseLocation = { memory: true } | { dataDir: string };

export async function openDatabase(location: DatabaseLocation): Promise<PGlite> {
  if ('memory' in location) return PGlite.create();
  mkdirSync(location.dataDir, { recursive: true });
  return PGlite.create({ dataDir: location.dataDir });
}
