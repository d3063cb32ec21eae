import { backendConfig } from '../lib/auth/backendConfig.ts';
import type { KeyValueStore } from '../lib/storage/keyValueStore.ts';
import type { ConsentSource } from './arbiter/consentWatch.ts';
import { startOverlays } from './startOverlays.ts';
import { logSitemapCountOnce } from './sitemapCount.ts';

// What the consent banner's buttons and the privacy settings do: one of the overlays, loaded with
// them (the banner waits on a first visit, when the layer loads anyway) rather than as a file of its own.
export { openSettings, prepareChoice, pressBannerButton, retryPendingWrites } from './consent-banner/consentChoices.ts';

export interface VisitorStores {
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
}

/**
 * The visitor layer, loaded by loadVisitorLayer.ts once the page is idle and an overlay could
 * show: the overlays taking turns and the lead triggers, and the sitemap count (logs only, once per
 * browser session, on a page view that loads the layer). Everything the browser provides is read
 * here and passed on, so the parts stay testable without a browser.
 */
export function startVisitorLayer(win: Window, { local, session, consentSource }: VisitorStores): void {
  startOverlays({ win, local, session, consentSource, backend: backendConfig(import.meta.env, win.location.origin) });
  void logSitemapCountOnce({ fetch: win.fetch.bind(win), origin: win.location.origin, session, log: console });
  // Tells tests and support tools that the triggers are armed: the lead popup's 20 s count from here.
  win.document.documentElement.dataset.visitorLayer = 'ready';
}
