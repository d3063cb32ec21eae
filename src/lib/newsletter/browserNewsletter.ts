import { addToast, dismissToast } from '../../stores/toasts.ts';
import { recordEvent } from '../analytics/recordUse.ts';
import { sessionStore } from '../storage/lazyStores.ts';
import { browserBackend } from './browserBackend.ts';
import { formDraft } from './formDraft.ts';
import { callFunction } from './functionCall.ts';
import { wireNewsletterForm } from './newsletterForm.ts';

/** The newsletter form with the page's real backend, toasts and session storage; loaded on the form's first use. */
export function wireBrowserNewsletter(root: HTMLElement) {
  const backend = browserBackend();
  return wireNewsletterForm(root, {
    subscribe: (email) => callFunction('newsletter-subscribe', { email }, backend),
    toast: addToast,
    dismissToast,
    draft: formDraft(root, sessionStore, location.pathname),
    recordSubscribed: () => recordEvent('newsletter_subscribe', { form: root.dataset.variant === 'inline' ? 'inline' : 'card' }),
  });
}
