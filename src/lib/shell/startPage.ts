/**
 * The one module script of every page, run after the page's first paint
 * (integrations/afterPaintLoader.ts), so it never puts back what the reader sees first. One file
 * instead of one per component: on a slow connection each request costs a round trip and its
 * headers, and a reader pays for every script before the page settles. What it starts:
 * - the shell: theme toggle, sidebar, admin navigation;
 * - the auth marks, page view and session (supabase-js only with a stored session);
 * - the consent banner (the consent logic loads on the reader's first interaction with it);
 * - a toast the previous page left, and the newsletter forms (their code loads on first use, a
 *   draft kept while offline comes back into them);
 * - once the browser is idle, the visitor layer (overlays, lead triggers) when one could show, the
 *   prefetch of the pages a reader is likely to open next, and the service worker.
 */
import './wireShell.ts';
import '../auth/wireAuth.ts';
import '../../overlays/consent-banner/wireConsentBanner.ts';
import { flashToastKey, formDraftKeyPrefix } from '../storageKeys.ts';
import { armOnFirstUse } from '../newsletter/armOnFirstUse.ts';
import { sayNewsletterOffline } from '../newsletter/newsletterOffline.ts';
import '../../overlays/loadVisitorLayer.ts';
import { whenIdle } from './whenIdle.ts';
import { startServiceWorker } from '../../service-worker/startServiceWorker.ts';

const waiting = (key: string) => {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

// A toast the previous page left (the guard's "Please sign in") shows here; its reader and the
// toast code, which draws it, load only then.
if (waiting(flashToastKey)) {
  import('../toasts/takeFlashToast.ts')
    .then(({ showFlashToast }) => showFlashToast(sessionStorage))
    .catch((error: unknown) => console.error('The message from the previous page could not be shown.', error));
}

// What was typed into a form while offline and kept through a reload comes back into its fields;
// the draft code loads only when there is one.
if (waiting(`${formDraftKeyPrefix}${location.pathname}`)) {
  import('../newsletter/restoreFormDrafts.ts')
    .then(({ restoreFormDrafts }) => restoreFormDrafts(document))
    .catch((error: unknown) => console.error('The kept draft could not be restored.', error));
}

armOnFirstUse(
  document,
  '[data-newsletter]',
  (root) => import('../newsletter/browserNewsletter.ts').then(({ wireBrowserNewsletter }) => wireBrowserNewsletter(root)),
  sayNewsletterOffline,
);

// The voice assistant's button, for signed-in readers only: a signed-out reader downloads none of it.
if (document.documentElement.dataset.auth === 'signed-in') {
  import('../voice/voiceButton.ts')
    .then(({ drawVoiceButton }) => drawVoiceButton(document))
    .catch((error: unknown) => console.error('The voice assistant button could not be drawn.', error));
}

whenIdle(window, () => {
  startServiceWorker(window, { enabled: import.meta.env.PROD });
  import('./nextPage.ts')
    .then(({ readyNextPage }) => readyNextPage(window))
    .catch((error: unknown) => console.warn('The next pages could not be prepared; they load as usual.', error));
});
