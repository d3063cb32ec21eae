import { describe, expect, it } from 'vitest';
import { contactOutcome } from '../../../../../src/lib/contact/contactOutcome.ts';
import { contactOfflineProblem } from '../../../../../src/lib/contact/contactOffline.ts';

const refused = (status: number, code: string | null, message: string | null, retryAfterSeconds: number | null = null) => ({
  ok: false as const,
  status,
  code,
  message,
  retryAfterSeconds,
});

describe('what the contact form says after sending', () => {
  it('counts any 200 as sent, including the honeypot’s silent answer', () => {
    expect(contactOutcome({ ok: true, body: { ok: true } }, 'hello@example.com')).toEqual({ sent: true });
  });

  it('says when to try again after a 429, and that the message is kept', () => {
    const outcome = contactOutcome(refused(429, 'rate_limited', 'Too many', 1200), 'hello@example.com');
    expect(outcome).toEqual({
      sent: false,
      problem: 'You have sent several messages in a short time. Please try again in 20 minutes. Your message is still in the form.',
    });
  });

  it('passes on the function’s explanation of a refused field', () => {
    const outcome = contactOutcome(
      refused(400, 'validation_failed', 'The request body is invalid: name: must be on one line.'),
      'hello@example.com',
    );
    expect(outcome).toEqual({
      sent: false,
      problem: 'The request body is invalid: name: must be on one line. Your message is still in the form.',
    });
  });

  it('offers the address to write to when the backend fails', () => {
    const outcome = contactOutcome(refused(503, 'service_unavailable', null), 'hello@example.com');
    expect(outcome.sent).toBe(false);
    expect(!outcome.sent && outcome.problem).toContain('hello@example.com');
    expect(!outcome.sent && outcome.problem).toContain('still in the form');
  });

  it('says plainly that the reader is offline, that everything typed is kept, and where to write, when nothing was reached', () => {
    const outcome = contactOutcome(refused(0, null, null), 'hello@example.com');
    expect(outcome).toEqual({ sent: false, problem: contactOfflineProblem('hello@example.com') });
    expect(contactOfflineProblem('hello@example.com')).toMatch(
      /^You are offline, so your message was not sent\. Everything you typed is kept here, even if you reload/,
    );
    expect(contactOfflineProblem('hello@example.com')).toContain('hello@example.com');
  });
});
