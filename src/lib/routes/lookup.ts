import { routes } from './table.ts';
import type { RouteDef } from './types.ts';
import { normalizePath } from './normalizePath.ts';

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The route for a path, ignoring a trailing slash and any `.html` a static host may show. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(normalizePath(pathname));
}

export { normalizePath };

/** The route for a known path; throws for a path missing from the table, so typos fail the build. */
export function routeFor(path: string): RouteDef {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route for "${path}" in the route table; expected one of its paths.`);
  return route;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs from the path's segments, with the table's labels where a prefix is a route. */
export function breadcrumbs(pathname: string): Crumb[] {
  const path = normalizePath(pathname);
  if (path === '/') return [];
  const segments = path.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const route = byPath.get(prefix);
    const isLast = index === segments.length - 1;
    return {
      label: route?.label ?? humanize(segment),
      href: route && !isLast ? prefix : undefined,
    };
  });
}

function humanize(segment: string): string {
  const words = segment.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
