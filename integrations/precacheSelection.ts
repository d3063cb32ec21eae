/**
 * What the service worker precaches, chosen from the built site: the pages of
 * src/service-worker/precachedPages.ts and the offline page under their URLs, the icons, and the
 * files under /_astro/ those pages load or may load (shellFiles.ts), without the big bundles. The
 * whole must stay within a budget of compressed bytes, since every reader's browser downloads it
 * once after the first visit, often over a slow mobile connection.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { offlinePagePath, precachedPages } from '../src/service-worker/precachedPages.ts';
import { iconFiles } from '../src/service-worker/cacheRules.ts';
import { brotliCompressed } from './compressedCopies.ts';
import { pageAssets, scriptReferences, shellFiles, type FileReferences } from './shellFiles.ts';

/** The most the precache may weigh, as brotli sends it. */
export const precacheBudgetBytes = 150 * 1024;

/** A file bigger than this (React DOM, supabase-js) is loaded, and kept, only by the pages that use it. */
export const largeBundleBytes = 48 * 1024;

export interface PrecacheSelection {
  /** Each precached file's path in dist/ → the URL it is requested by (`welcome.html` → `/welcome`). */
  urls: Map<string, string>;
  compressedBytes: number;
  /** Lazy parts left to the runtime cache because they bring a large bundle. */
  leftOut: string[];
}

export async function precacheSelection(root: string): Promise<PrecacheSelection> {
  const builtFile = (url: string) => {
    const file = join(root, url);
    if (!existsSync(file)) throw new Error(`The service worker should precache ${url}, but the build wrote no ${file}.`);
    return file;
  };
  const pages = [...precachedPages, offlinePagePath].map((path) => ({ path, file: builtFile(`${path}.html`) }));
  const referencesOf = (url: string): FileReferences =>
    url.endsWith('.js') ? scriptReferences(readFileSync(builtFile(url), 'utf8')) : { loads: [], mayLoad: [] };
  const shell = shellFiles(
    pages.flatMap(({ file }) => pageAssets(readFileSync(file, 'utf8'))),
    referencesOf,
    (url) => statSync(builtFile(url)).size > largeBundleBytes,
  );
  const fileUrls = [...iconFiles, ...shell.files];
  for (const url of fileUrls) builtFile(url);
  const urls = new Map<string, string>([
    ...pages.map(({ path }): [string, string] => [`${path.slice(1)}.html`, path]),
    ...fileUrls.map((url): [string, string] => [url.slice(1), url]),
  ]);
  const sizes = await Promise.all([...urls.keys()].map(async (file) => (await brotliCompressed(readFileSync(join(root, file)))).length));
  const compressedBytes = sizes.reduce((sum, size) => sum + size, 0);
  if (compressedBytes > precacheBudgetBytes) {
    throw new Error(
      `The service worker's precache would be ${kib(compressedBytes)} KiB compressed, over its budget of ${kib(precacheBudgetBytes)} KiB. ` +
        'Take a page out of src/service-worker/precachedPages.ts, or make the pages and their scripts lighter.',
    );
  }
  return { urls, compressedBytes, leftOut: shell.leftOut };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
