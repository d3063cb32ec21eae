import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armLeadTriggers } from '../../../../../src/overlays/lead-popup/armLeadTriggers.ts';
import type { LeadState } from '../../../../../src/overlays/lead-popup/leadState.ts';

const now = Date.UTC(2026, 2, 2, 9);

describe('lead trigger controller', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  const arm = (pageAllows: boolean, last: LeadState | null = null) => {
    const onFire = vi.fn();
    const triggers = armLeadTriggers({ outlook: { pageAllows, signedIn: false, last }, now: () => Date.now(), timers: globalThis, onFire });
    return { triggers, onFire };
  };

  it('fires the timed popup after 20 seconds on the page', () => {
    const { onFire } = arm(true);
    vi.advanceTimersByTime(19_999);
    expect(onFire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFire).toHaveBeenCalledExactlyOnceWith('timed');
  });

  it('stops the timer once another trigger fired', () => {
    const { triggers, onFire } = arm(true);
    triggers.onPointerLeftWindow(0);
    vi.advanceTimersByTime(60_000);
    expect(onFire.mock.calls).toEqual([['exit']]);
  });

  it('arms nothing on a page that does not allow it or during the cool-down', () => {
    for (const { triggers, onFire } of [arm(false), arm(true, { lastShown: now - 1_000, kind: 'scroll' })]) {
      expect(triggers.eligible).toBe(false);
      triggers.onScroll(1);
      vi.advanceTimersByTime(60_000);
      expect(onFire).not.toHaveBeenCalled();
    }
  });
});
