import { routes } from './table.ts';

/** Public pages, the only ones the sitemap lists. */
export function publicPaths(): string[] {
  return routes.filter((route) => route.access === 'public').map((route) => route.path);
}
