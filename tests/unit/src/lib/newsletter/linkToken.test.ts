import { describe, expect, it } from 'vitest';
import { incompleteLink, linkOutcome, linkTokenFrom } from '../../../../../src/lib/newsletter/linkToken.ts';

const token = `${'A'.repeat(40)}_-9`;
const refused = (status: number, code: string | null, message: string | null = null) => ({
  ok: false as const,
  status,
  code,
  message,
  retryAfterSeconds: null,
});

describe('the token of a newsletter link', () => {
  it('reads a 43-character token from the query', () => {
    expect(linkTokenFrom(`?token=${token}`)).toBe(token);
  });

  it.each(['', '?token=', '?token=short', `?token=${token}x`, `?token=${'!'.repeat(43)}`])('finds no token in %j', (search) => {
    expect(linkTokenFrom(search)).toBeNull();
  });
});

describe('what the confirm and unsubscribe pages say', () => {
  it.each([
    ['confirm', 'confirmed', 'Subscription confirmed'],
    ['confirm', 'already_confirmed', 'Already confirmed'],
    ['unsubscribe', 'unsubscribed', 'You are unsubscribed'],
    ['unsubscribe', 'already_unsubscribed', 'Already unsubscribed'],
  ] as const)('%s answered %s: "%s"', (action, status, title) => {
    expect(linkOutcome(action, { ok: true, body: { ok: true, status } }, 'hello@example.com')).toMatchObject({ tone: 'success', title });
  });

  it('shows the function’s own words for an unknown, used or expired link, and offers no retry', () => {
    const outcome = linkOutcome('confirm', refused(404, 'not_found', 'This confirmation link has expired.'), 'hello@example.com');
    expect(outcome).toEqual({ tone: 'problem', title: 'This link does not work', text: 'This confirmation link has expired.' });
  });

  it('calls a malformed token an incomplete link', () => {
    expect(linkOutcome('unsubscribe', refused(400, 'validation_failed'), 'hello@example.com')).toBe(incompleteLink);
  });

  it('lets the reader try again after a network or server failure, and names a person to write to', () => {
    const outcome = linkOutcome('unsubscribe', refused(0, null), 'hello@example.com');
    expect(outcome).toMatchObject({ tone: 'problem', canRetry: true });
    expect(outcome.text).toContain('hello@example.com');
  });
});
