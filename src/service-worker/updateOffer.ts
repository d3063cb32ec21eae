import toastsStylesheet from '../lib/toasts/toasts.css?url';
import { addStylesheet } from '../lib/shell/addStylesheet.ts';

/**
 * The one quiet message of a new version: "A new version is available" with Reload and a close
 * button, drawn as a toast in the toast region, so it is announced politely, never takes focus and
 * never blocks the page. A second call while it stands changes nothing.
 */
export interface OfferActions {
  reload(): void;
  dismiss(): void;
}

export function showUpdateOffer(doc: Document, actions: OfferActions): void {
  void addStylesheet(doc, toastsStylesheet);
  if (doc.querySelector('[data-update-offer]')) return;
  const offer = Object.assign(doc.createElement('div'), { className: 'toast update-offer' });
  offer.dataset.updateOffer = '';
  offer.setAttribute('role', 'status');
  const text = doc.createElement('div');
  text.append(
    Object.assign(doc.createElement('p'), { className: 'toast-title', textContent: 'A new version is available' }),
    Object.assign(doc.createElement('p'), {
      className: 'toast-description',
      textContent: 'Reload to use it; this page stays as it is until you do.',
    }),
  );
  const reload = Object.assign(doc.createElement('button'), { type: 'button', className: 'button button-primary', textContent: 'Reload' });
  reload.addEventListener('click', () => {
    reload.disabled = true;
    actions.reload();
  });
  const close = Object.assign(doc.createElement('button'), { type: 'button', className: 'toast-close', textContent: '×' });
  close.setAttribute('aria-label', 'Dismiss the new version notice');
  close.addEventListener('click', () => {
    offer.remove();
    actions.dismiss();
  });
  offer.append(text, reload, close);
  // The toast region is a polite live region on every page; the body stands in on a page without one.
  (doc.getElementById('toaster') ?? doc.body).prepend(offer);
}
