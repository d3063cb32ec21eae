import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const projectRoot = join(import.meta.dirname, '../..');
export const defaultCacheDir = join(projectRoot, 'node_modules/.cache/pglite-initdb');

export function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/**
 * A new, empty database, in memory or in an empty `dataDir`. Running initdb is most of a cold
 * start (about 2.5 of 3.5 s on 2 cores, see docs/platform.md), so the first call keeps a copy of
 * initdb's output per PGlite version and later calls load that copy instead. The copy holds no
 * schema and no data: the bootstrap and the migrations still run on every start.
 */
export async function createEmptyDatabase(dataDir?: string, cacheDir: string = defaultCacheDir): Promise<PGlite> {
  const file = join(cacheDir, `initdb-${pgliteVersion()}.tar.gz`);
  if (existsSync(file)) {
    const loaded = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) }).catch(() => undefined);
    if (loaded) return loaded;
  }
  const db = await PGlite.create({ dataDir });
  await keepCopy(db, cacheDir, file);
  return db;
}

/** Written under a temporary name and renamed, so parallel test workers never read half a file. */
export async function keepCopy(db: PGlite, cacheDir: string, file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temporary, file);
  } catch (error) {
    console.warn(
      `Could not keep a copy of the empty database in ${cacheDir} (the next start runs initdb again): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
