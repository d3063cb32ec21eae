import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePassagesFile } from '../../../../integrations/builtFiles.ts';
import { isSiteStale } from '../../../../server/start/siteFreshness.ts';

/** A project with one source file, built at `builtAt` (seconds), with or without the passages file. */
function project({ builtAt, sourceAt, passages }: { builtAt?: number; sourceAt: number; passages: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'freshness-'));
  for (const folder of ['src', 'integrations', 'dist']) mkdirSync(join(root, folder));
  const source = join(root, 'integrations', 'sitePassages.ts');
  writeFileSync(source, '');
  utimesSync(source, sourceAt, sourceAt);
  for (const folder of ['src', 'integrations']) utimesSync(join(root, folder), sourceAt, sourceAt);
  if (builtAt !== undefined) {
    for (const file of ['index.html', ...(passages ? [sitePassagesFile] : [])]) {
      mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
      writeFileSync(join(root, 'dist', file), '');
      utimesSync(join(root, 'dist', file), builtAt, builtAt);
    }
  }
  return root;
}

describe('whether npm start must build the site first', () => {
  it('builds when dist/ is missing, lacks the passages file, or is older than a source file (integrations included)', () => {
    expect(isSiteStale(project({ sourceAt: 1000, passages: true }))).toBe(true);
    expect(isSiteStale(project({ builtAt: 2000, sourceAt: 1000, passages: false }))).toBe(true);
    expect(isSiteStale(project({ builtAt: 1000, sourceAt: 2000, passages: true }))).toBe(true);
  });

  it('serves a build newer than every source, with its passages', () => {
    expect(isSiteStale(project({ builtAt: 2000, sourceAt: 1000, passages: true }))).toBe(false);
  });
});
