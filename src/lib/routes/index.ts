export * from './types.ts';
export { routes } from './table.ts';
export { roles, roleCategories } from './roles.ts';
export type { RoleCategory } from './roles.ts';
export { pagePath, roleAssessmentPath } from './paths.ts';
export type { RoutePath, RoleAssessmentPath } from './paths.ts';
export { findRoute, routeFor, breadcrumbs, normalizePath } from './lookup.ts';
export type { Crumb } from './lookup.ts';
export { publicPaths } from './publicPaths.ts';
