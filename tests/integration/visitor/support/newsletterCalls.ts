import type { TestBackend } from '../../support/backend.ts';
import { callFunction } from './invoke.ts';
import { confirmationMailTo, type ConfirmationMail } from './newsletterMail.ts';

/** Subscribes `email` as the newsletter form does and returns the confirmation mail it got. */
export async function subscribeForMail(test: TestBackend, email: string): Promise<ConfirmationMail> {
  const response = await callFunction(test, 'newsletter-subscribe', { body: { email } });
  if (response.status !== 200) throw new Error(`Subscribing ${email} answered ${response.status}: ${await response.text()}`);
  return confirmationMailTo(test, email);
}

/** What the confirm page sends after the reader presses its button. */
export const postConfirm = (test: TestBackend, token: string) => callFunction(test, 'newsletter-confirm', { body: { token } });

/** What the unsubscribe page sends after the reader presses its button. */
export const postUnsubscribe = (test: TestBackend, token: string) => callFunction(test, 'newsletter-unsubscribe', { body: { token } });

/** A mail program's RFC 8058 one-click unsubscribe: a form POST to the header's URL, without any key. */
export const oneClickUnsubscribe = (url: string, body = 'List-Unsubscribe=One-Click') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
