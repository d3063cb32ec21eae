import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createEmptyDatabase } from './initdbSnapshot.ts';
import { openMigratedInMemory } from './migratedCopy.ts';

/** Where a PGlite database lives: in memory (tests), or in a folder (`npm start`). */
export type PgliteLocation = { memory: true } | { dataDir: string };

/** Opens PGlite where it lives, creating an empty database when there is none yet. */
export async function openPglite(location: PgliteLocation): Promise<PGlite> {
  if ('memory' in location) return openMigratedInMemory();
  mkdirSync(location.dataDir, { recursive: true });
  // PG_VERSION is the first file initdb writes: without it the folder holds no database yet.
  if (!existsSync(join(location.dataDir, 'PG_VERSION'))) return createEmptyDatabase(location.dataDir);
  return PGlite.create({ dataDir: location.dataDir });
}
