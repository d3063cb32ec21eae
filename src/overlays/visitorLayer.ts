import { backendConfig } from '../lib/auth/backendConfig.ts';
import { browserStore } from '../lib/storage/storageOrMemory.ts';
import { consentChoice } from './arbiter/consentWatch.ts';
import { startCrossSite } from './cross-site/startCrossSite.ts';
import { startOverlays } from './startOverlays.ts';
import { logSitemapCountOnce } from './sitemapCount.ts';

/**
 * The visitor layer, loaded by loadVisitorLayer.ts once the page is idle: the overlays taking turns, the
 * cross-site start-up and the sitemap count. Everything the browser provides is read here and
 * passed on, so the parts stay testable without a browser.
 */
export function startVisitorLayer(win: Window): void {
  const doc = win.document;
  const local = browserStore(() => win.localStorage);
  const session = browserStore(() => win.sessionStorage);
  const consentSource = { cookies: () => doc.cookie, session };
  const consent = () => consentChoice(consentSource);

  startOverlays({ win, local, session, consentSource, backend: backendConfig(import.meta.env, win.location.origin) });
  // The layout states the brand site in a <meta>, so the site profile and its checks stay out of this code.
  const brandOrigin = doc.querySelector<HTMLMetaElement>('meta[name="brand-site-origin"]')?.content;
  startCrossSite({ win, analyticsTarget: doc, local, brandOrigin, consent, now: Date.now });
  void logSitemapCountOnce({ fetch: win.fetch.bind(win), origin: win.location.origin, session, log: console });
  // Tells tests and support tools that the triggers are armed: the lead popup's 20 s count from here.
  doc.documentElement.dataset.visitorLayer = 'ready';
}
