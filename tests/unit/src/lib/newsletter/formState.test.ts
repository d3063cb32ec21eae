import { describe, expect, it } from 'vitest';
import { nextNewsletterState, submitDisabled } from '../../../../../src/lib/newsletter/formState.ts';

describe('newsletter form states', () => {
  it('goes idle → submitting → subscribed', () => {
    expect(nextNewsletterState('idle', 'send')).toBe('submitting');
    expect(nextNewsletterState('submitting', 'succeeded')).toBe('subscribed');
  });

  it('returns to idle when sending fails, so the reader can try again', () => {
    expect(nextNewsletterState('submitting', 'failed')).toBe('idle');
  });

  it('ignores a second send while one is on its way, and anything after subscribing', () => {
    expect(nextNewsletterState('submitting', 'send')).toBe('submitting');
    expect(nextNewsletterState('subscribed', 'send')).toBe('subscribed');
    expect(nextNewsletterState('subscribed', 'failed')).toBe('subscribed');
  });

  it('keeps an answer from arriving in idle from changing anything', () => {
    expect(nextNewsletterState('idle', 'succeeded')).toBe('idle');
    expect(nextNewsletterState('idle', 'failed')).toBe('idle');
  });

  it('disables Subscribe while submitting and after subscribing, in both variants', () => {
    for (const variant of ['card', 'inline'] as const) {
      expect(submitDisabled('submitting', variant, 'reader@example.com')).toBe(true);
      expect(submitDisabled('subscribed', variant, 'reader@example.com')).toBe(true);
    }
  });

  it('disables the inline Subscribe while the field is empty, but not the card, which explains an empty field', () => {
    expect(submitDisabled('idle', 'inline', '  ')).toBe(true);
    expect(submitDisabled('idle', 'inline', 'r')).toBe(false);
    expect(submitDisabled('idle', 'card', '')).toBe(false);
  });
});
