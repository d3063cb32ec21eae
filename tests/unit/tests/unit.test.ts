import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * tests/unit mirrors the repository: the test of `src/lib/routes/lookup.ts` is
 * `tests/unit/src/lib/routes/lookup.test.ts`, a test of a whole feature is named after its folder
 * (`tests/unit/src/content/assessments.test.ts`), and helpers sit in `support/` folders. A source
 * file moved or renamed without its test therefore fails here.
 */
const root = join(import.meta.dirname, '../../..');
const unitDir = join(root, 'tests/unit');
const testSuffix = /\.(test|typetest)\.ts$/;
const sourceExtensions = ['.ts', '.tsx', '.astro', '.mjs'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
  });

const entries = walk(unitDir).map((path) => ({
  path: relative(unitDir, path).split(sep).join('/'),
  isFolder: statSync(path).isDirectory(),
}));
const inSupport = (path: string) => path.split('/').includes('support');
const inRepo = (path: string) => existsSync(join(root, path));

/** The source a test file names: `<path>/<name>.ts|.tsx|.astro|.mjs`, a file named exactly `<path>/<name>`, or a folder `<path>/<name>/`. */
const namesSource = (testPath: string): boolean => {
  const subject = testPath.replace(testSuffix, '');
  return inRepo(subject) || sourceExtensions.some((extension) => inRepo(subject + extension));
};

describe('the unit test tree', () => {
  it('names an existing source file or folder in every test file name', () => {
    const orphans = entries
      .filter(({ path, isFolder }) => !isFolder && testSuffix.test(path) && !namesSource(path))
      .map(({ path }) => path);
    expect(orphans, 'move or rename each test with the source it tests (tests/unit/<path>/<name>.test.ts for <path>/<name>.ts)').toEqual(
      [],
    );
  });

  it('has no folder the source tree does not have, except support folders', () => {
    const strays = entries.filter(({ path, isFolder }) => isFolder && !inSupport(path) && !inRepo(path)).map(({ path }) => path);
    expect(strays, 'each folder under tests/unit repeats a folder of the repository, or is a support/ folder').toEqual([]);
  });

  it('keeps every file that is not a test in a support folder', () => {
    const loose = entries.filter(({ path, isFolder }) => !isFolder && !testSuffix.test(path) && !inSupport(path)).map(({ path }) => path);
    expect(loose, 'put helpers in a support/ folder beside the tests that use them').toEqual([]);
  });
});
