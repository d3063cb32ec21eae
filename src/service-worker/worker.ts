/**
 * The service worker, bundled into /sw.js by integrations/serviceWorker.ts, which writes the
 * precache list where `self.__WB_MANIFEST` stands. It answers only what cacheRules.ts allows;
 * every other request goes to the network as if there were no worker.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { assetsCacheName, cachePrefix, cachesToDelete, cacheVersion, pagesCacheName } from './cacheNames.ts';
import { isKeepable, requestKind, withoutQuery, type RequestKind } from './cacheRules.ts';
import { offlinePagePath } from './precachedPages.ts';
import { workerMessage } from './workerVersion.ts';

/** The parts of the worker's global scope used here (the DOM types the project checks against lack them). */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  /** Replaced by the build with the worker's version (workerVersion.ts). */
  __WORKER_VERSION: string;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(done: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const keepablesOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null) };

/** A page is fetched and kept under its address alone, so a link's token never reaches a cache. */
const pageWithoutQuery: WorkboxPlugin = {
  // Manual redirects, as a navigation has them: a redirected answer cannot answer a navigation.
  requestWillFetch: async ({ request }) =>
    new Request(withoutQuery(request.url), { credentials: request.credentials, headers: request.headers, redirect: 'manual' }),
  cacheKeyWillBeUsed: async ({ request }) => withoutQuery(request.url),
};

setCacheNameDetails({ prefix: cachePrefix, suffix: cacheVersion });
addPlugins([keepablesOnly]);
// A precached page answers whatever query its address carries (campaign tags, a link's token).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();

const ofKind =
  (kind: RequestKind) =>
  ({ request }: { request: Request }) =>
    requestKind(request, self.location.origin) === kind;
registerRoute(ofKind('page'), new StaleWhileRevalidate({ cacheName: pagesCacheName, plugins: [keepablesOnly, pageWithoutQuery] }));
registerRoute(
  ofKind('file'),
  new CacheFirst({
    cacheName: assetsCacheName,
    plugins: [keepablesOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);
setCatchHandler(async ({ request }) => (request.mode === 'navigate' && (await matchPrecache(offlinePagePath))) || Response.error());

// The first worker takes the page that installed it at once, so what that page loads next is kept.
// An update never does by itself: it waits until the reader reloads (updateOffer.ts) or closes every tab.
clientsClaim();
self.addEventListener('message', (event) => {
  const message = workerMessage(event.data);
  if (message === 'skip-waiting') void self.skipWaiting();
  if (message === 'version') event.ports[0]?.postMessage(self.__WORKER_VERSION);
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(cachesToDelete(names, cacheNames.precache).map((name) => caches.delete(name)))),
  );
});
