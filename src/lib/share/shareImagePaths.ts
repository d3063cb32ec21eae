/**
 * Where each page's share image is: one per distinct title, named after it (`/og/advisory.png`),
 * so pages with the same title share one image and a renamed page gets a new address that no
 * social network has cached.
 */
import { createHash } from 'node:crypto';
import { routes } from '../routes/index.ts';
import { notFoundRoute } from '../shell/notFoundRoute.ts';

export const shareImageDir = '/og';
/** The size Open Graph and X's large card expect. */
export const shareImageSize = { width: 1200, height: 630 } as const;

const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'page';

export function shareImagePath(title: string): string {
  return `${shareImageDir}/${slugOf(title)}.png`;
}

/** Every title a page of the site carries, each once, with its image's file name (no extension). */
export function shareImageTitles(titles: readonly string[] = [...routes, notFoundRoute].map((route) => route.title)): Map<string, string> {
  const bySlug = new Map<string, string>();
  for (const title of new Set(titles)) {
    const slug = slugOf(title);
    const other = bySlug.get(slug);
    if (other !== undefined)
      throw new Error(
        `The titles "${other}" and "${title}" would share the share image ${shareImagePath(title)}; make them differ in letters or digits.`,
      );
    bySlug.set(slug, title);
  }
  return bySlug;
}

/**
 * The share image of a published piece, named after its title with a short hash of it: two titles
 * that differ only in punctuation ("Why AI?", "Why AI!") then never need one file, which the
 * route table's titles are held to by hand but an editor's titles cannot be. A new title is a
 * new address, as for pages.
 */
export function contentShareImageName(title: string): string {
  return `${slugOf(title)}-${createHash('sha256').update(title).digest('hex').slice(0, 8)}`;
}

export function contentShareImagePath(title: string): string {
  return `${shareImageDir}/${contentShareImageName(title)}.png`;
}
