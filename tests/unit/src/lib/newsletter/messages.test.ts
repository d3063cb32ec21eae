import { describe, expect, it } from 'vitest';
import {
  confirmationDelayHours,
  failureToast,
  newsletterFieldErrors,
  newsletterToasts,
  subscribedToast,
} from '../../../../../src/lib/newsletter/messages.ts';

describe('newsletter messages', () => {
  it('says beside the field what is missing or wrong, and in a toast what to do after a failure', () => {
    expect(newsletterFieldErrors.required).toBe('Please enter your email address.');
    expect(newsletterFieldErrors.invalid).toMatch(/^Please enter a valid email address/);
    expect(failureToast(null, 500)).toEqual({
      title: 'Oops, something went wrong',
      description: 'Please try again or contact us directly.',
      variant: 'destructive',
    });
  });

  it('tells a subscriber to confirm, since nothing is sent before they do', () => {
    expect(newsletterToasts.subscribed.title).toBe('Welcome aboard! 🎉');
    expect(newsletterToasts.subscribed.description).toMatch(/confirm/);
  });

  it('says the confirmation mail comes within the hour when the hourly cap held it back', () => {
    expect(confirmationDelayHours({ ok: true })).toBeNull();
    expect(subscribedToast(null)).toBe(newsletterToasts.subscribed);
    expect(confirmationDelayHours({ ok: true, confirmation: 'deferred', within_hours: 1 })).toBe(1);
    expect(confirmationDelayHours({ ok: true, confirmation: 'deferred', within_hours: 'soon' })).toBe(1);
    expect(subscribedToast(1).description).toBe(
      "We'll send your confirmation email within the hour: confirm your address from it, and your first insights email follows.",
    );
    expect(subscribedToast(confirmationDelayHours({ ok: true, confirmation: 'deferred', within_hours: 3 })).description).toMatch(
      /^We'll send your confirmation email within 3 hours:/,
    );
  });

  it('says how long to wait when the backend is rate limiting', () => {
    expect(failureToast(600, 429).description).toBe('Too many attempts from here. Please try again in 10 minutes or contact us directly.');
    expect(failureToast(null, 429).description).toContain('1 minute');
  });

  it('says plainly when the reader is offline, and that the address is kept', () => {
    expect(newsletterToasts.offline.title).toBe('You are offline');
    expect(newsletterToasts.offline.description).toMatch(/address is kept in the form, even if you reload/);
  });
});
