import { expect, type Page } from '@playwright/test';

/** The worker starts once the page has loaded and the browser is idle, then precaches: generous for a loaded runner. */
const installTimeout = 45_000;

/** Waits until a service worker controls the page, which happens once it has installed (precached) and activated. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: installTimeout,
      message: 'a service worker controls the page',
    })
    .toBe(true);
}

/** Every URL in the origin's Cache Storage, with the URL each kept response came from. */
export function cachedUrls(page: Page): Promise<{ cache: string; key: string; responseUrl: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; key: string; responseUrl: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, key: request.url, responseUrl: response?.url ?? '' });
      }
    }
    return entries;
  });
}
