/**
 * Which routes have a page file of their own, read from the keys of `import.meta.glob` on
 * src/pages, so the catch-all page never lists them by hand and never collides with them.
 */
import type { RouteDef } from '../routes/index.ts';

const pathOf = (key: string) =>
  key
    .replace(/^\.\//, '/')
    .replace(/\.astro$/, '')
    .replace(/(^|\/)index$/, '') || '/';
const isRest = (key: string) => key.includes('[...');

/** `./index.astro` → `/`, `./welcome.astro` → `/welcome`, `./admin/index.astro` → `/admin`; dynamic files are skipped. */
export function pathsWithOwnPage(pageFileKeys: string[]): Set<string> {
  return new Set(pageFileKeys.filter((key) => !key.includes('[')).map(pathOf));
}

/**
 * The paths a dynamic file serves, as patterns: `./ai-assessment-[role].astro` covers every
 * `/ai-assessment-…` route. Rest parameters (`[...slug]`) match anything, so such files (the
 * catch-all itself) claim nothing.
 */
export function dynamicPagePatterns(pageFileKeys: string[]): RegExp[] {
  return pageFileKeys
    .filter((key) => key.includes('[') && !isRest(key))
    .map((key) => {
      const literal = pathOf(key)
        .split(/\[[^\]/]+\]/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^${literal.join('[^/]+')}$`);
    });
}

export function routesWithoutOwnPage(allRoutes: readonly RouteDef[], pageFileKeys: string[]): RouteDef[] {
  const own = pathsWithOwnPage(pageFileKeys);
  const patterns = dynamicPagePatterns(pageFileKeys);
  return allRoutes.filter((route) => !own.has(route.path) && !patterns.some((pattern) => pattern.test(route.path)));
}
