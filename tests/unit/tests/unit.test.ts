import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersOf, projectRoot, repositoryFiles } from '../support/repositoryFiles.ts';

/**
 * tests/unit mirrors the repository: the test of `src/lib/routes/lookup.ts` is
 * `tests/unit/src/lib/routes/lookup.test.ts`, a test of a whole feature is named after its folder
 * (`tests/unit/src/content/assessments.test.ts`), and helpers sit in `support/` folders. A source
 * file moved or renamed without its test therefore fails here.
 */
const unitDir = 'tests/unit/';
const testSuffix = /\.(test|typetest)\.ts$/;
const sourceExtensions = ['.ts', '.tsx', '.astro', '.mjs'];

/** Paths relative to tests/unit, which are the paths of what they test relative to the repository. */
const files = repositoryFiles()
  .filter((file) => file.startsWith(unitDir))
  .map((file) => file.slice(unitDir.length));
const folders = foldersOf(files);
const inSupport = (path: string) => path.split('/').includes('support');
const inRepo = (path: string) => existsSync(join(projectRoot, path));

/** The source a test file names: `<path>/<name>.ts|.tsx|.astro|.mjs`, a file named exactly `<path>/<name>`, or a folder `<path>/<name>/`. */
const namesSource = (testPath: string): boolean => {
  const subject = testPath.replace(testSuffix, '');
  return inRepo(subject) || sourceExtensions.some((extension) => inRepo(subject + extension));
};

describe('the unit test tree', () => {
  it('names an existing source file or folder in every test file name', () => {
    const orphans = files.filter((path) => testSuffix.test(path) && !namesSource(path));
    expect(orphans, 'move or rename each test with the source it tests (tests/unit/<path>/<name>.test.ts for <path>/<name>.ts)').toEqual(
      [],
    );
  });

  it('has no folder the source tree does not have, except support folders', () => {
    const strays = folders.filter((path) => !inSupport(path) && !inRepo(path));
    expect(strays, 'each folder under tests/unit repeats a folder of the repository, or is a support/ folder').toEqual([]);
  });

  it('keeps every file that is not a test in a support folder', () => {
    const loose = files.filter((path) => !testSuffix.test(path) && !inSupport(path));
    expect(loose, 'put helpers in a support/ folder beside the tests that use them').toEqual([]);
  });
});
