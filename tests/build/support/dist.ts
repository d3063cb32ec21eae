import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { htmlFiles, pathForHtmlFile } from '../../../integrations/builtFiles.ts';

/** dist/, or BUILD_DIST's folder when a parallel run built elsewhere (`astro build --outDir`). */
export const distDir = resolve(join(import.meta.dirname, '../../..'), process.env.BUILD_DIST ?? 'dist');

export function assertBuilt(): void {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `PUBLIC_SITE_URL=http://localhost:4321 npm run build` before the build checks.');
  }
}

export interface BuiltPage {
  /** The path a static host serves the page at. */
  path: string;
  html: string;
}

/** Every HTML file of the build (pages, the 404 page, fragments), with the path it is served at. */
export async function builtPages(): Promise<BuiltPage[]> {
  return (await htmlFiles(distDir)).map((file) => ({ path: pathForHtmlFile(distDir, file), html: readFileSync(file, 'utf8') }));
}

/** The HTML file a static host serves for a path (`build.format: 'file'`). */
export function htmlFor(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return readFileSync(join(distDir, file), 'utf8');
}

export function brotliSize(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * Stylesheets a page links: they block rendering, so they count in the first view. Those inside
 * `<noscript>` do not, for a reader with JavaScript.
 */
export function linkedStylesheets(html: string): string[] {
  const withScripts = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  return [...withScripts.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/gi)].map((match) => {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (!href) throw new Error(`A stylesheet link without href: ${match[0]}`);
    return readFileSync(join(distDir, href), 'utf8');
  });
}

/** External scripts that stop the parser: neither module, async nor defer. */
export function renderBlockingScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/type="module"|\basync\b|\bdefer\b/i.test(tag));
}
