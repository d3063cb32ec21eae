import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBytes as servedBytesIn } from '../../integrations/builtFiles.ts';

/** The bytes a built file travels as (integrations/builtFiles.ts); none for a file the build does not hold. */
export function servedBytes(dist: string, path: string): number {
  return existsSync(join(dist, path)) ? servedBytesIn(dist, path) : 0;
}

/** What the service worker downloads after the first page: the precache list written into sw.js. */
export function precacheFigures(dist: string): { files: number; bytes: number } {
  const worker = join(dist, 'sw.js');
  if (!existsSync(worker)) return { files: 0, bytes: 0 };
  const urls = [...readFileSync(worker, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  const fileOf = (url: string) => (url.startsWith('/_astro/') || /\.\w+$/.test(url) ? url : `${url === '/' ? '/index' : url}.html`);
  return { files: urls.length, bytes: urls.reduce((sum, url) => sum + servedBytes(dist, fileOf(url)), 0) };
}
