/**
 * The site's page paths as a type, so a path that names no page fails the type check. The static
 * pages' paths come from the table itself; pages made from a list (one per role) are a template
 * literal type over that list's ids. A list of pages with slugs (articles, say) would be one more
 * member of the same union, `/articles/${string}`, with its own path builder below.
 *
 * Nothing here imports the table at run time: browser code that only needs an address takes it
 * from here, checked by the compiler, without downloading titles and descriptions of every page.
 */
import type { RoleId } from './roles.ts';
import type { StaticPagePath } from './table.ts';

export type RoleAssessmentPath = `/ai-assessment-${RoleId}`;

/** Every page of the route table. */
export type RoutePath = StaticPagePath | RoleAssessmentPath;

/** A page's path, written as it is into the bundle; a path that names no page does not compile. */
export const pagePath = <Path extends RoutePath>(path: Path): Path => path;

export const roleAssessmentPath = (roleId: RoleId): RoleAssessmentPath => `/ai-assessment-${roleId}`;
