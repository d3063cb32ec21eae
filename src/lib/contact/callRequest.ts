/**
 * The call a reader asks for when "Book a call" brings them to the contact form
 * (`/contact?intent=call`, functions/_shared/bookCall.ts): the form's heading says so, and the message
 * starts as a request the reader can edit. Kept apart from the site profile so that the page's
 * script does not carry the profile's schema.
 */

import { callIntent } from '../../../functions/_shared/bookCall.ts';

export interface CallRequest {
  heading: string;
  message: string;
}

export const callRequest: CallRequest = {
  heading: 'Book a free call',
  message:
    'I would like to book a free thirty-minute call.\n\nWhat we are trying to change, and by when: \n\nTimes that suit me (with time zone): ',
};

/** The call request when the address asks for one (`?intent=call`), else nothing. */
export function callRequestFrom(search: string): CallRequest | null {
  return new URLSearchParams(search).get('intent') === callIntent ? callRequest : null;
}

/** Says on the page that this is a call request, and starts the message unless the reader already has one there. */
export function applyCallRequest(doc: Document, request: CallRequest): void {
  const heading = doc.querySelector('[data-contact-heading]');
  if (heading) heading.textContent = request.heading;
  const message = doc.querySelector<HTMLTextAreaElement>('[data-contact] textarea[name="message"]');
  if (message && message.value.trim() === '') message.value = request.message;
}
