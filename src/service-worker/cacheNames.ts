/**
 * The service worker's caches. Each name is the site's prefix, what the cache holds and the
 * version of its format: bumping `cacheVersion` when what a cache holds changes shape makes the
 * next worker delete every cache of the old format when it activates.
 */
export const cachePrefix = 'strategist';
export const cacheVersion = 'v1';

/** Pages kept as they are read, without their query string. */
export const pagesCacheName = `${cachePrefix}-pages-${cacheVersion}`;

/** Hashed files under /_astro/ that were not precached, kept as they are loaded. */
export const assetsCacheName = `${cachePrefix}-assets-${cacheVersion}`;

/**
 * The caches an activating worker deletes: every cache of ours except the precache (`precacheName`,
 * as Workbox names it from the prefix and version), which Workbox keeps in step with the new build
 * itself, and the hashed files, whose names never repeat. Pages read under the previous build go
 * too: their HTML names that build's scripts, which the new precache no longer holds, so a page
 * kept from before would load without its scripts.
 */
export function cachesToDelete(names: readonly string[], precacheName: string): string[] {
  const kept = new Set([precacheName, assetsCacheName]);
  return names.filter((name) => name.startsWith(`${cachePrefix}-`) && !kept.has(name));
}
