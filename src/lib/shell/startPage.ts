/**
 * The one module script of every page (a deferred module, never render-blocking). One file
 * instead of one per component: on a slow connection each request costs a round trip and its
 * headers, and a reader pays for every script before the page settles. What it starts:
 * - the shell: theme toggle, sidebar, admin navigation;
 * - the auth marks, page view and session (supabase-js only with a stored session);
 * - the consent banner (the consent logic loads on the reader's first interaction with it);
 * - a toast the previous page left, and the newsletter forms (their code loads on first use);
 * - once the browser is idle, the visitor layer (overlays, lead triggers) when one could show, and
 *   the prefetch of the pages a reader is likely to open next.
 */
import './wireShell.ts';
import '../auth/wireAuth.ts';
import '../../overlays/consent-banner/wireConsentBanner.ts';
import { flashToastKey } from '../storageKeys.ts';
import { armOnFirstUse } from '../newsletter/armOnFirstUse.ts';
import '../../overlays/loadVisitorLayer.ts';
import { whenIdle } from '../../overlays/whenIdle.ts';
import { observeWithIntersection, startPrefetch, type ConnectionHints } from './prefetchPages.ts';

// A toast the previous page left (the guard's "Please sign in") shows here; its reader and the
// toast code, which draws it, load only then.
if (flashToastWaiting()) {
  Promise.all([import('../toasts/takeFlashToast.ts'), import('../../stores/toasts.ts')])
    .then(([{ takeFlashToast }, { addToast }]) => {
      const toast = takeFlashToast(sessionStorage);
      if (toast) addToast(toast);
    })
    .catch((error: unknown) => console.error('The message from the previous page could not be shown.', error));
}

function flashToastWaiting(): boolean {
  try {
    return sessionStorage.getItem(flashToastKey) !== null;
  } catch {
    return false;
  }
}

armOnFirstUse(document, '[data-newsletter]', (root) =>
  import('../newsletter/browserNewsletter.ts').then(({ wireBrowserNewsletter }) => wireBrowserNewsletter(root)),
);

whenIdle(window, () => {
  const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;
  startPrefetch({
    doc: document,
    connection,
    timers: window,
    observe: 'IntersectionObserver' in window ? observeWithIntersection : undefined,
  });
});
