import { hashedAssetsPrefix } from '../../integrations/siteHeaders.ts';
import { faviconUrl, iconSpriteUrl } from '../lib/shell/icons.ts';

/**
 * Which requests the service worker answers, and which responses it may keep: an allow-list, so a
 * new API or tool is left alone until a rule names it. Pure functions of a request's method, mode
 * and URL, tested without a browser.
 */

/** What the worker does with a request it takes: a page read as it is visited, or a site file. */
export type RequestKind = 'page' | 'file';

/** The slice of a Request the rules read. */
export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/** The slice of a Response the rules read. */
export interface ResponseFacts {
  status: number;
  type: string;
  redirected: boolean;
}

/**
 * Never answered from a cache, whatever else matches: the backend's APIs and the development
 * tools (answers that belong to one moment and one reader), the admin navigation fragment and the
 * data downloads. Matched by whole path segments, so the `/auth` page is not `/auth/v1`.
 */
export const neverCachedPrefixes = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/_dev', '/shell', '/data'] as const;

/** The two icons every page draws, precached with the pages. */
export const iconFiles = [iconSpriteUrl, faviconUrl] as const;
const iconPaths = new Set<string>(iconFiles);

/** The route table's paths: lower-case words joined by hyphens, in segments, no file extension. */
const pagePath = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** What the worker does with `request` on a site served from `origin`; null leaves it to the network, as if there were no worker. */
export function requestKind(request: RequestFacts, origin: string): RequestKind | null {
  if (request.method !== 'GET') return null;
  const { origin: requestOrigin, pathname } = new URL(request.url);
  if (requestOrigin !== origin || neverCachedPrefixes.some((prefix) => underPrefix(pathname, prefix))) return null;
  if (request.mode === 'navigate') return pagePath.test(pathname) ? 'page' : null;
  // The offline speech engine (21 MB of WebAssembly) stays in the browser's HTTP cache, where a
  // hashed file lives a year: in the worker's cache it would weigh on the site's storage quota.
  if (pathname.endsWith('.wasm')) return null;
  return pathname.startsWith(hashedAssetsPrefix) || iconPaths.has(pathname) ? 'file' : null;
}

/**
 * Only a plain, complete answer of our own is kept: not an error, a part (206), an opaque answer
 * of another site, nor one reached through a redirect, which a browser refuses as the answer to a
 * navigation.
 */
export function isKeepable(response: ResponseFacts): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** A page's address without query or fragment: a link's token (`/confirm?token_hash=…`) never reaches a cache key. */
export function withoutQuery(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
