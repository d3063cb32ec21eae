import { sessionStore } from '../storage/lazyStores.ts';
import { draftFields, keepDraft } from './draftStore.ts';

export const newsletterOfflineText =
  'Your address is kept in the form, even if you reload the page. Subscribe again once you are back online.';

/**
 * The newsletter form met offline before its own code could be downloaded (the page script armed
 * it, src/lib/shell/startPage.ts): it keeps the address for a reload and says so in the form itself,
 * since a toast would need code that cannot arrive either.
 */
export function sayNewsletterOffline(root: HTMLElement): void {
  keepDraft(sessionStore, root.ownerDocument.location.pathname, draftFields(root));
  const doc = root.ownerDocument;
  const status =
    root.querySelector<HTMLElement>('[data-newsletter-offline]') ??
    root.appendChild(Object.assign(doc.createElement('p'), { className: 'newsletter-offline' }));
  status.dataset.newsletterOffline = '';
  status.setAttribute('role', 'status');
  status.textContent = `You are offline. ${newsletterOfflineText}`;
}
