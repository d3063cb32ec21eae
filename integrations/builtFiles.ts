/**
 * The files of a built site (dist/) and the names they are known by: the build's integrations
 * that write into it and the server that reads it name them through here, so both agree.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The build's own data files sit in data/, beside the site's data files, so a static host covers
 * them all with one `/data/*` header rule (Cloudflare Pages allows 100 rules in all).
 */
const dataFolder = 'data';

/** The build's ETags: a file's path in dist/ (see distPath) → its quoted ETag. */
export const etagsFile = `${dataFolder}/etags.json`;

/** The header form of each page's Content-Security-Policy: the page's path → its policy. */
export const cspFile = `${dataFolder}/csp.json`;

/** Passages of the site's public content, for the site guide (integrations/sitePassages.ts). */
export const sitePassagesFile = `${dataFolder}/site-passages.json`;

/** What the build was made from: commit, time, migrations, functions' version (integrations/buildInfo.ts). */
export const buildInfoFile = `${dataFolder}/build-info.json`;

/** The response headers of every path, for static hosts (hostHeaders.ts); never served itself. */
export const hostHeadersFile = '_headers';

/** Writes one of the build's own files into `root`, making its folder when the pages made none. */
export async function writeBuiltFile(root: string, name: string, text: string): Promise<void> {
  const file = join(root, name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Every file under `root`, sorted. */
export async function builtFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The pages: every HTML file but the fragments under `/data/`, page partials a page fetches into itself. */
export async function htmlFiles(root: string): Promise<string[]> {
  return (await builtFiles(root)).filter((file) => file.endsWith('.html') && !distPath(root, file).startsWith('data/'));
}

/** A file's path inside dist/, with forward slashes on every system: `_astro/app.js`. */
export function distPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

/** The URL path a static host serves an HTML file at (`build.format: 'file'`). */
export function pathForHtmlFile(root: string, file: string): string {
  const path = `/${distPath(root, file)}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

/** The bytes a built file travels as: its brotli copy when the build wrote one (servers prefer it), else itself. */
export function servedBytes(root: string, path: string): number {
  const file = join(root, path);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}
