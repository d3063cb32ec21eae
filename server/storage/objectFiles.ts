import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the objects' bytes live: one file per stored version, named by a random id the server
 * chose (never by the object's name, so no key can reach outside the folder). Rows in
 * storage.objects point to their version; a replaced or deleted version's file is removed.
 */
export interface ObjectFiles {
  root: string;
  /** A new version's id and the path to write it to. */
  newVersion(): { version: string; path: string };
  /** The file of a stored version; undefined for a version id this server did not make. */
  pathOf(version: unknown): string | undefined;
  /** The file's size, or undefined when it is missing. */
  sizeOf(path: string): Promise<number | undefined>;
  remove(version: unknown): Promise<void>;
  /** Removes the folder when it was a temporary one (memory mode). */
  close(): void;
}

const versionPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The folder beside the database's (`.data` → `.data-storage`), or a temporary one removed at close. */
export function openObjectFiles(location: { dataDir: string } | { temporary: true }): ObjectFiles {
  const temporary = 'temporary' in location;
  const root = temporary ? mkdtempSync(join(tmpdir(), 'storage-')) : `${location.dataDir}-storage`;
  mkdirSync(root, { recursive: true });
  const pathOf = (version: unknown) => (typeof version === 'string' && versionPattern.test(version) ? join(root, version) : undefined);
  return {
    root,
    newVersion() {
      const version = randomUUID();
      return { version, path: join(root, version) };
    },
    pathOf,
    async sizeOf(path) {
      return stat(path).then(
        (stats) => (stats.isFile() ? stats.size : undefined),
        () => undefined,
      );
    },
    async remove(version) {
      const path = pathOf(version);
      if (path) await rm(path, { force: true });
    },
    close() {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}
