import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The version of the functions' source: the first 12 hex digits of a SHA-256 over every file under
 * `functions/` (its path from there and its bytes, in path order). Every function imports
 * `_shared`, so one version speaks for all of them. The build writes it into dist/build-info.json,
 * the embedded backend computes it at start, and a hosted project receives it at deploy as the
 * FUNCTIONS_VERSION secret (docs/deploy.md); /deployment-sync compares them.
 */
export function functionsSourceVersion(functionsDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(functionsDir).sort()) {
    hash.update(relative(functionsDir, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}
