/**
 * The overlays' part of the page script: nothing here runs before first paint or competes with the
 * page's own scripts. Once the browser is idle it logs the sitemap count (its code loads once per
 * session) and
 * loads the visitor layer (overlays taking turns, lead triggers) only when one of them could show;
 * a returning reader who has met them all downloads none of its code. The overlays' own views
 * load only when one shows.
 */
import { browserStore } from '../lib/storage/storageOrMemory.ts';
import { overlaysMayShow } from './overlaysMayShow.ts';
import { sitemapCountedKey } from '../lib/storageKeys.ts';
import { whenIdle } from './whenIdle.ts';

whenIdle(window, () => {
  const local = browserStore(() => localStorage);
  const session = browserStore(() => sessionStorage);
  const consentSource = { cookies: () => document.cookie, session };
  if (session.getItem(sitemapCountedKey) === null) {
    import('./sitemapCount.ts')
      .then(({ logSitemapCountOnce }) => logSitemapCountOnce({ fetch: fetch.bind(window), origin: location.origin, session, log: console }))
      .catch((error: unknown) => console.warn('The sitemap could not be counted.', error));
  }
  const tailored = document.querySelector('meta[name="onboarding"]') !== null;
  if (!overlaysMayShow({ path: location.pathname, tailored, local, session, consentSource, now: Date.now() })) {
    // Tells tests and support tools that this page view has settled: nothing is armed.
    document.documentElement.dataset.visitorLayer = 'ready';
    return;
  }
  import('./visitorLayer.ts')
    .then(({ startVisitorLayer }) => startVisitorLayer(window, { local, session, consentSource }))
    .catch((error: unknown) => console.error('The visitor layer could not start.', error));
});
