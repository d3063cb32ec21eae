/**
 * The site's page paths as a type, so a path that names no page fails the type check. The static
 * pages' paths come from the table itself; pages made from a list (one per role) are a template
 * literal type over that list's ids. A list of pages with slugs (articles, say) would be one more
 * member of the same union, `/articles/${string}`, with its own path builder below.
 *
 * Nothing here imports the table at run time: code that only needs an address takes its type from
 * here, checked by the compiler, without downloading titles and descriptions of every page.
 */
import type { RoleId } from './roles.ts';
import type { StaticPagePath } from './table.ts';

export type RoleAssessmentPath = `/ai-assessment-${RoleId}`;

/** Every page of the route table. */
export type RoutePath = StaticPagePath | RoleAssessmentPath;

/**
 * A page's path, for code that runs at build (`.astro` frontmatter, build helpers) and for scripts;
 * a path that names no page does not compile. Browser modules write the literal instead,
 * `'/contact' satisfies RoutePath` with a type-only import: the same check, and no module to
 * download, where even this identity function ships as a chunk of its own: one more request on
 * the first load of every page whose scripts use it.
 */
export const pagePath = <Path extends RoutePath>(path: Path): Path => path;

export const roleAssessmentPath = (roleId: RoleId): RoleAssessmentPath => `/ai-assessment-${roleId}`;
