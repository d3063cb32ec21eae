import { addToast } from '../../stores/toasts.ts';
import { sessionStore } from '../storage/lazyStores.ts';
import { draftRestoredToast, followDrafts } from './formDraft.ts';

/**
 * On a page load that found a kept draft (src/lib/shell/startPage.ts): puts it back into the page's
 * empty form fields, the newsletter's and the contact form's, says so, and follows later typing.
 * Loaded on its own, so the draft code and the toasts it reaches stay in the chunks they share
 * with the forms' own code.
 */
export function restoreFormDrafts(doc: Document): void {
  followDrafts(doc, '[data-newsletter], [data-contact]', sessionStore, () => addToast(draftRestoredToast));
}
