import fc from 'fast-check';
import { badEmail, freshEmail } from '../emails.ts';
import { functionEndpoint } from './functionEndpoint.ts';

export const newsletterSubscribe = functionEndpoint('newsletter-subscribe', {
  shape: () => ({
    valid: fc.record({ email: freshEmail('reader') }),
    fields: [{ path: ['email'], kind: 'text', required: true, refuses: badEmail }],
    strict: true,
    maxBytes: 4096,
  }),
  // Every valid address is new, so each accepted one is a pending row and one confirmation mail,
  // unless the hourly cap on confirmation mails deferred it (the scheduler mails it later).
  stores: (_body, answer) => ({
    newsletter_subscribers: 1,
    mails: (answer as { confirmation?: string } | undefined)?.confirmation === 'deferred' ? 0 : 1,
  }),
});
