import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armLeadTriggers } from '../../../../../src/overlays/lead-popup/armLeadTriggers.ts';
import { isLeadEligible, leadCooldownMs } from '../../../../../src/overlays/lead-popup/leadEligibility.ts';
import { leadShown, readLeadState, saveLeadState, type LeadKind, type LeadState } from '../../../../../src/overlays/lead-popup/leadState.ts';
import { armedLeadTriggers, nextLeadTrigger } from '../../../../../src/overlays/lead-popup/leadTriggers.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const now = Date.UTC(2026, 2, 2, 9);

describe('lead popup eligibility', () => {
  it('allows the first popup ever', () => {
    expect(isLeadEligible('/advisory', null, now)).toBe(true);
  });

  it('waits more than 24 hours after the last one', () => {
    const last: LeadState = { lastShown: now, kind: 'timed' };
    expect(isLeadEligible('/advisory', last, now + leadCooldownMs)).toBe(false);
    expect(isLeadEligible('/advisory', last, now + leadCooldownMs + 1)).toBe(true);
  });

  it('never shows on paths starting with /contact', () => {
    expect(isLeadEligible('/contact', null, now)).toBe(false);
    expect(isLeadEligible('/contact/thanks', null, now)).toBe(false);
  });
});

describe('lead triggers', () => {
  const fire = (signals: Parameters<typeof nextLeadTrigger>[1][]) => {
    let state = armedLeadTriggers;
    const fired: LeadKind[] = [];
    for (const signal of signals) {
      const step = nextLeadTrigger(state, signal);
      state = step.state;
      if (step.fire) fired.push(step.fire);
    }
    return fired;
  };

  it('fires the timed popup at 20 seconds, not before', () => {
    expect(fire([{ type: 'elapsed', ms: 19_999 }])).toEqual([]);
    expect(fire([{ type: 'elapsed', ms: 20_000 }])).toEqual(['timed']);
  });

  it('fires on scrolling past 60 percent, not at it', () => {
    expect(fire([{ type: 'scroll', fraction: 0.6 }])).toEqual([]);
    expect(fire([{ type: 'scroll', fraction: 0.61 }])).toEqual(['scroll']);
  });

  it('fires on exit only through the top edge', () => {
    expect(fire([{ type: 'pointer-left-window', clientY: 400 }])).toEqual([]);
    expect(fire([{ type: 'pointer-left-window', clientY: 0 }])).toEqual(['exit']);
    expect(fire([{ type: 'pointer-left-window', clientY: -3 }])).toEqual(['exit']);
  });

  it('fires at most once per page view', () => {
    expect(fire([{ type: 'scroll', fraction: 0.9 }, { type: 'pointer-left-window', clientY: 0 }, { type: 'elapsed', ms: 30_000 }])).toEqual(['scroll']);
  });
});

describe('lead trigger controller', () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  const arm = (path: string, last: LeadState | null = null) => {
    const onFire = vi.fn();
    const triggers = armLeadTriggers({ path, last, now: () => Date.now(), timers: globalThis, onFire });
    return { triggers, onFire };
  };

  it('fires the timed popup after 20 seconds on the page', () => {
    const { onFire } = arm('/advisory');
    vi.advanceTimersByTime(19_999);
    expect(onFire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFire).toHaveBeenCalledExactlyOnceWith('timed');
  });

  it('stops the timer once another trigger fired', () => {
    const { triggers, onFire } = arm('/advisory');
    triggers.onPointerLeftWindow(0);
    vi.advanceTimersByTime(60_000);
    expect(onFire.mock.calls).toEqual([['exit']]);
  });

  it('arms nothing on a contact page or during the cool-down', () => {
    for (const { triggers, onFire } of [arm('/contact'), arm('/advisory', { lastShown: now - 1_000, kind: 'scroll' })]) {
      expect(triggers.eligible).toBe(false);
      triggers.onScroll(1);
      vi.advanceTimersByTime(60_000);
      expect(onFire).not.toHaveBeenCalled();
    }
  });
});

describe('lead records', () => {
  it('stores lastShown and kind, and produces the feature usage row', () => {
    const store = memoryStore();
    const { state, usage } = leadShown('exit', now, 'session-0001');
    saveLeadState(store, state);
    expect(readLeadState(store)).toEqual({ lastShown: now, kind: 'exit' });
    expect(usage).toEqual({ feature: 'lead_exit', session_id: 'session-0001' });
  });

  it('treats a corrupt record as no popup shown yet', () => {
    expect(readLeadState(memoryStore({ 'lead-popup-state': '{"lastShown":"yesterday"}' }))).toBeNull();
  });
});
