import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from './repositoryFiles.ts';

/** Where code that runs (backend, functions, site, build, tooling) lives; tests are read for env reads only. */
const codeRoots = ['server', 'functions', 'src', 'integrations', 'scripts', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
const codeExtensions = /\.(ts|tsx|mts|mjs|js|astro)$/;

/** Values Astro and Vite put into import.meta.env themselves; nobody sets them. */
const builtInImportMetaEnv = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'SITE', 'ASSETS_PREFIX']);

const directReads = [
  /process\.env(?:\.|\??\.|\[['"])([A-Z][A-Z0-9_]*)/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
  /Deno\.env\.get\(['"]([A-Z][A-Z0-9_]*)['"]\)/g,
];
/** Env schemas and env interfaces (zod objects, ImportMetaEnv): the code base uses upper-case keys for nothing else. */
const upperCaseKey = /^\s+(?:readonly\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\??\s*:/gm;

export interface EnvRead {
  name: string;
  file: string;
}

export function sourceFiles(roots: string[]): string[] {
  return roots.flatMap((root) => walk(join(projectRoot, root)));
}

function walk(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return codeExtensions.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules')
    .flatMap((entry) => walk(join(path, entry)));
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Every environment variable the code reads, with the first file that reads it. */
export function envReads(options: { skip: string }): EnvRead[] {
  const reads = new Map<string, string>();
  const record = (names: string[], file: string) => {
    for (const name of names) if (!reads.has(name)) reads.set(name, relative(projectRoot, file));
  };
  for (const file of sourceFiles([...codeRoots, 'tests'])) {
    if (file.startsWith(join(projectRoot, options.skip))) continue;
    const text = readFileSync(file, 'utf8');
    record(
      directReads.flatMap((pattern) => matches(text, pattern)).filter((name) => !builtInImportMetaEnv.has(name)),
      file,
    );
    if (!file.startsWith(join(projectRoot, 'tests'))) record(matches(text, upperCaseKey), file);
  }
  return [...reads].map(([name, file]) => ({ name, file }));
}

export interface DocumentedVariable {
  name: string;
  value: string;
  set: boolean;
  commentAbove: string | undefined;
}

/** `NAME=value` lines (set) and `# NAME=value` lines (documented, unset in development). */
export function documentedVariables(text: string): DocumentedVariable[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match?.[2]) return [];
    const above = lines[index - 1];
    const commentAbove = above?.startsWith('# ') && !/^# [A-Z][A-Z0-9_]*=/.test(above) ? above.slice(2) : undefined;
    return [{ name: match[2], value: match[3] ?? '', set: !match[1], commentAbove }];
  });
}
