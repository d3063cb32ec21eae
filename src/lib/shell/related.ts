/**
 * Pages that sit beside a page in the sidebar (same role category, else same group), so every
 * page, even one with little content yet, leads somewhere useful.
 */
import { routes, type RouteDef } from '../routes/index.ts';

export function relatedRoutes(route: RouteDef, limit = 6): RouteDef[] {
  const isSibling = (other: RouteDef): boolean => {
    if (route.roleCategory) return other.roleCategory === route.roleCategory;
    if (route.access === 'admin') return route.adminGroup !== undefined && other.adminGroup === route.adminGroup;
    return route.visitorGroup !== undefined && other.visitorGroup === route.visitorGroup;
  };
  return routes.filter((other) => other.path !== route.path && isSibling(other)).slice(0, limit);
}
