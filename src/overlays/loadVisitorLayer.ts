/**
 * The overlays' part of the page script: nothing here runs before first paint or competes with the
 * page's own scripts. Once the browser is idle it loads the visitor layer (overlays taking turns,
 * lead triggers) only when one of them could show; a returning reader who has met them all
 * downloads none of its code. The overlays' own views load only when one shows.
 */
import { localStore, sessionStore } from '../lib/storage/lazyStores.ts';
import { isFormTaskPageView } from './formTaskPage.ts';
import { leadPageOutlook } from './lead-popup/leadEligibility.ts';
import { overlaysMayShow } from './overlaysMayShow.ts';
import { whenIdle } from '../lib/shell/whenIdle.ts';

whenIdle(window, () => {
  // Storage the browser blocks reads as empty (every read is guarded): the overlays then behave as
  // on a first visit rather than breaking the page.
  const local = localStore;
  const session = sessionStore;
  const consentSource = { cookies: () => document.cookie, session };
  const tailored = document.querySelector('meta[name="onboarding"]') !== null;
  const lead = leadPageOutlook(document);
  const formPage = isFormTaskPageView(document);
  if (!overlaysMayShow({ path: location.pathname, tailored, formPage, lead, local, session, consentSource, now: Date.now() })) {
    // Tells tests and support tools that this page view has settled: nothing is armed.
    document.documentElement.dataset.visitorLayer = 'ready';
    return;
  }
  // Started at the next idle moment, apart from the task that runs the layer's code: together
  // they made one long task on a slow phone.
  import('./visitorLayer.ts')
    .then(({ startVisitorLayer }) => whenIdle(window, () => startVisitorLayer(window, { local, session, consentSource })))
    .catch((error: unknown) => console.error('The visitor layer could not start.', error));
});
