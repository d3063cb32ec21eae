import { browserBackend } from '../newsletter/browserBackend.ts';
import { callFunction } from '../newsletter/functionCall.ts';
import { wireContactForm } from './contactForm.ts';

/** The contact form with the page's real backend; loaded on the form's first use. */
export function wireBrowserContact(root: HTMLElement) {
  const backend = browserBackend();
  return wireContactForm(root, {
    send: (body) => callFunction('contact-submit', body, backend),
    contactEmail: root.dataset.contactEmail ?? '',
  });
}
