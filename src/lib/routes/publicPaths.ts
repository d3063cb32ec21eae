import type { RoutePath } from './paths.ts';
import { routes } from './table.ts';

/** Public pages, the only ones the sitemap lists; pages only a mail links to are not listed. */
export function publicPaths(): RoutePath[] {
  return routes.filter((route) => route.access === 'public' && route.listed !== false).map((route) => route.path);
}
