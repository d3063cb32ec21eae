import { recordEvent } from '../analytics/recordUse.ts';
import { browserBackend } from '../newsletter/browserBackend.ts';
import { formDraft } from '../newsletter/formDraft.ts';
import { callFunction } from '../newsletter/functionCall.ts';
import { sessionStore } from '../storage/lazyStores.ts';
import { wireContactForm } from './contactForm.ts';

/** The contact form with the page's real backend and session storage; loaded on the form's first use. */
export function wireBrowserContact(root: HTMLElement) {
  const backend = browserBackend();
  return wireContactForm(root, {
    send: (body) => callFunction('contact-submit', body, backend),
    contactEmail: root.dataset.contactEmail ?? '',
    draft: formDraft(root, sessionStore, location.pathname),
    recordSent: () => recordEvent('contact_sent'),
  });
}
