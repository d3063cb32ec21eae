import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The bytes a built file travels as: its brotli copy when the build wrote one (the server prefers it), else itself. */
export function servedBytes(dist: string, path: string): number {
  const file = join(dist, path);
  if (!existsSync(file)) return 0;
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** What the service worker downloads after the first page: the precache list written into sw.js. */
export function precacheFigures(dist: string): { files: number; bytes: number } {
  const worker = join(dist, 'sw.js');
  if (!existsSync(worker)) return { files: 0, bytes: 0 };
  const urls = [...readFileSync(worker, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  const fileOf = (url: string) => (url.startsWith('/_astro/') || /\.\w+$/.test(url) ? url : `${url === '/' ? '/index' : url}.html`);
  return { files: urls.length, bytes: urls.reduce((sum, url) => sum + servedBytes(dist, fileOf(url)), 0) };
}
