import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The URL path a static host serves an HTML file at (`build.format: 'file'`). */
export function pathForHtmlFile(root: string, file: string): string {
  const path = `/${relative(root, file).split('\\').join('/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}
