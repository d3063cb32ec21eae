import { routes } from './table.ts';
import type { RoutePath } from './paths.ts';
import type { RouteDef } from './types.ts';
import { normalizePath } from './normalizePath.ts';

/** Keyed by plain strings: lookups take paths read at run time (the address bar, a prefix). */
const byPath: ReadonlyMap<string, RouteDef> = new Map(routes.map((route) => [route.path, route]));

/** The route for a path read at run time, ignoring a trailing slash and any `.html` a static host may show. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(normalizePath(pathname));
}

export { normalizePath };

/**
 * The route of a page named in code. The type refuses a path missing from the table; the check at
 * run time catches one that reaches it anyway, cast to `RoutePath`, so the build fails there
 * rather than drawing a page with no entry.
 */
export function routeFor(path: RoutePath): RouteDef {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route for "${path}" in the route table; expected one of its paths.`);
  return route;
}

export interface Crumb {
  label: string;
  href?: RoutePath;
}

/** Breadcrumbs from the page's path segments, with the table's labels where a prefix is a route. */
export function breadcrumbs(path: RoutePath): Crumb[] {
  if (path === '/') return [];
  const segments = path.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const route = byPath.get(`/${segments.slice(0, index + 1).join('/')}`);
    const isLast = index === segments.length - 1;
    return {
      label: route?.label ?? humanize(segment),
      href: route && !isLast ? route.path : undefined,
    };
  });
}

function humanize(segment: string): string {
  const words = segment.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
