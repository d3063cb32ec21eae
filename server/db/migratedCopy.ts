import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bootstrapFiles, makeSchema, migrationsDir } from './bootstrap.ts';
import { createEmptyDatabase, defaultCacheDir, keepCopy, pgliteVersion } from './initdbSnapshot.ts';

const prefix = 'migrated-';

/**
 * A database in memory with its schema made: the bootstrap files and every migration. Tests start
 * a backend per file, and making the schema was a third of each start, so the first start keeps a
 * copy and later ones load it. The copy's name is a hash of PGlite's version and of every file
 * that makes the schema: a changed or added migration is never served from an old copy. The
 * backend's bootstrap still runs on the loaded copy (each of its statements may run again) and
 * finds no migration left to apply.
 */
export async function openMigratedInMemory(cacheDir: string = defaultCacheDir): Promise<PGlite> {
  const name = copyName();
  const file = join(cacheDir, name);
  if (existsSync(file)) {
    const loaded = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }).catch(() => undefined);
    if (loaded) return loaded;
  }
  const db = await createEmptyDatabase(undefined, cacheDir);
  await makeSchema(db);
  await keepCopy(db, cacheDir, file);
  for (const old of readdirSync(cacheDir).filter((entry) => entry.startsWith(prefix) && entry !== name)) {
    rmSync(join(cacheDir, old), { force: true });
  }
  return db;
}

function copyName(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const schemaDir = import.meta.dirname;
  const files = [
    ...bootstrapFiles.map((file) => ({ name: `server/db/${file}`, path: join(schemaDir, file) })),
    ...readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({ name: `supabase/migrations/${file}`, path: join(migrationsDir, file) })),
  ];
  for (const file of files) hash.update(`\0${file.name}\0`).update(readFileSync(file.path));
  return `${prefix}${hash.digest('hex').slice(0, 16)}.tar.gz`;
}
