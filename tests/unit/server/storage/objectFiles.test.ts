import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openObjectFiles } from '../../../../server/storage/objectFiles.ts';

describe('openObjectFiles', () => {
  it('keeps files beside the database folder, and leaves them there at close', () => {
    const parent = mkdtempSync(join(tmpdir(), 'object-files-'));
    try {
      const files = openObjectFiles({ dataDir: join(parent, '.data') });
      expect(files.root).toBe(join(parent, '.data-storage'));
      files.close();
      expect(existsSync(files.root)).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('removes a temporary folder, files and all, at close', async () => {
    const files = openObjectFiles({ temporary: true });
    const { path } = files.newVersion();
    await writeFile(path, 'bytes');
    expect(await files.sizeOf(path)).toBe(5);
    files.close();
    expect(existsSync(files.root)).toBe(false);
  });

  it('names files by versions it made, and nothing else', async () => {
    const files = openObjectFiles({ temporary: true });
    try {
      const { version, path } = files.newVersion();
      expect(files.pathOf(version)).toBe(path);
      for (const other of ['../etc/passwd', '', null, 42, `${version}/..`]) expect(files.pathOf(other)).toBeUndefined();
      await files.remove('../../outside');
      expect(await files.sizeOf(path)).toBeUndefined();
    } finally {
      files.close();
    }
  });
});
