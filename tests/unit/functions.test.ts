import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const functionsDir = join(root, 'functions');

const sourceFiles = readdirSync(functionsDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

/** Every module a file imports: static, re-exported and dynamic, as TypeScript itself reads them. */
const importsOf = (file: string) =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);

it('reads the functions', () => {
  expect(sourceFiles.length).toBeGreaterThan(20);
  expect(sourceFiles.some((file) => file.endsWith(join('newsletter-subscribe', 'handler.ts')))).toBe(true);
});

// Functions are deployed on their own: a relative import that leaves functions/ (into src/,
// server/ or scripts/) works in the tests and breaks the deployed bundle.
it('imports nothing from outside functions/, only packages and its own files', () => {
  const leaving = sourceFiles.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
      .filter((specifier) => relative(functionsDir, resolve(dirname(file), specifier)).startsWith('..'))
      .map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );
  expect(leaving).toEqual([]);
});
