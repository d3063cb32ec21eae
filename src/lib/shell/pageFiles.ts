/**
 * Which routes have a page file of their own, read from the keys of `import.meta.glob` on
 * src/pages, so the catch-all page never lists them by hand and never collides with them.
 */
import type { RouteDef } from '../routes/index.ts';

/** `./index.astro` → `/`, `./welcome.astro` → `/welcome`, `./admin/index.astro` → `/admin`; dynamic files are skipped. */
export function pathsWithOwnPage(pageFileKeys: string[]): Set<string> {
  const paths = pageFileKeys
    .filter((key) => !key.includes('['))
    .map((key) => key.replace(/^\.\//, '/').replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
    .map((path) => path || '/');
  return new Set(paths);
}

export function routesWithoutOwnPage(allRoutes: readonly RouteDef[], pageFileKeys: string[]): RouteDef[] {
  const own = pathsWithOwnPage(pageFileKeys);
  return allRoutes.filter((route) => !own.has(route.path));
}
