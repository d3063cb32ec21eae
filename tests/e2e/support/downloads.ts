import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** The build under test (playwright.config.ts serves E2E_DIST's, else dist/). */
const distDir = resolve(join(import.meta.dirname, '../../..'), process.env.E2E_DIST ?? 'dist');

/** A page of the build as served at `path` (`build.format: 'file'`). */
export function builtHtml(path: string): string {
  return readFileSync(join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
}

/** The bytes a built file travels as: its brotli copy when the build wrote one (the server prefers it), else itself. */
export function servedBytes(path: string): number {
  const file = join(distDir, path);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

export interface Downloads {
  /** The scripts the page asked for, by path, wherever they were answered from (network, cache or worker). */
  scripts: Set<string>;
  /** Everything the page downloaded over the network, headers included, as the browser counted it. */
  networkBytes: () => number;
}

/** Records what the page itself requests; the service worker's own downloads (its precache) are not the page's. */
export function recordDownloads(page: Page): Downloads {
  const scripts = new Set<string>();
  let networkBytes = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => (networkBytes += sizes.responseBodySize + sizes.responseHeadersSize),
      () => undefined,
    );
  });
  return { scripts, networkBytes: () => networkBytes };
}

/** The compressed size of the scripts, as built. */
export const scriptBytes = (scripts: Iterable<string>) => [...scripts].reduce((sum, path) => sum + servedBytes(path), 0);
