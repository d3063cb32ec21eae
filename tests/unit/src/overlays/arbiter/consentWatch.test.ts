import { describe, expect, it, vi } from 'vitest';
import { consentPollMs, whenConsentAnswered } from '../../../../../src/overlays/arbiter/consentWatch.ts';
import { memoryStore } from '../../../support/memoryStore.ts';
import { consentChangeEvent } from '../../../../../src/lib/consent/keys.ts';

const answered = `cookie_consent=${encodeURIComponent(JSON.stringify({ analytics: false, personalization: false, marketing: false }))}`;

describe('waiting for the consent answer', () => {
  it('goes on at once when the visitor answered on an earlier page', () => {
    const onAnswered = vi.fn();
    whenConsentAnswered(
      { cookies: () => answered, session: memoryStore() },
      { timers: globalThis as unknown as Window, events: new EventTarget() },
      onAnswered,
    );
    expect(onAnswered).toHaveBeenCalledOnce();
  });

  it('notices the cookie the banner writes, once, and stops looking', () => {
    vi.useFakeTimers();
    let cookies = 'session_id=abcdefgh1234';
    const onAnswered = vi.fn();
    whenConsentAnswered(
      { cookies: () => cookies, session: memoryStore() },
      { timers: globalThis as unknown as Window, events: new EventTarget() },
      onAnswered,
    );
    vi.advanceTimersByTime(consentPollMs * 4);
    expect(onAnswered).not.toHaveBeenCalled();
    cookies = `${cookies}; ${answered}`;
    vi.advanceTimersByTime(consentPollMs * 4);
    expect(onAnswered).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('goes on as soon as the banner announces a choice made on this page', () => {
    vi.useFakeTimers();
    let cookies = '';
    const events = new EventTarget();
    const onAnswered = vi.fn();
    whenConsentAnswered(
      { cookies: () => cookies, session: memoryStore() },
      { timers: globalThis as unknown as Window, events },
      onAnswered,
    );
    cookies = answered;
    events.dispatchEvent(new Event(consentChangeEvent));
    expect(onAnswered).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('accepts an answer kept only for this browser session when cookies are blocked', () => {
    vi.useFakeTimers();
    const session = memoryStore();
    const onAnswered = vi.fn();
    whenConsentAnswered({ cookies: () => '', session }, { timers: globalThis as unknown as Window, events: new EventTarget() }, onAnswered);
    session.setItem('consent-acknowledged', 'true');
    vi.advanceTimersByTime(consentPollMs);
    expect(onAnswered).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
