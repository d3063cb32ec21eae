import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { servedBytes as servedBytesIn } from '../../../integrations/builtFiles.ts';

/** The build under test (playwright.config.ts serves E2E_DIST's, else dist/). */
const distDir = resolve(join(import.meta.dirname, '../../..'), process.env.E2E_DIST ?? 'dist');

/** A page of the build as served at `path` (`build.format: 'file'`). */
export function builtHtml(path: string): string {
  return readFileSync(join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
}

/** The bytes a built file of the build under test travels as (integrations/builtFiles.ts). */
export const servedBytes = (path: string): number => servedBytesIn(distDir, path);

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
