import { backendConfig } from '../lib/auth/backendConfig.ts';
import type { KeyValueStore } from '../lib/storage/keyValueStore.ts';
import type { ConsentSource } from './arbiter/consentWatch.ts';
import { startOverlays } from './startOverlays.ts';

export interface VisitorStores {
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
}

/**
 * The visitor layer, loaded by loadVisitorLayer.ts once the page is idle and an overlay could
 * show: the overlays taking turns and the lead triggers. Everything the browser provides is read
 * here and passed on, so the parts stay testable without a browser.
 */
export function startVisitorLayer(win: Window, { local, session, consentSource }: VisitorStores): void {
  startOverlays({ win, local, session, consentSource, backend: backendConfig(import.meta.env, win.location.origin) });
  // Tells tests and support tools that the triggers are armed: the lead popup's 20 s count from here.
  win.document.documentElement.dataset.visitorLayer = 'ready';
}
