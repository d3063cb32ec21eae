import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlayOrder, pickOverlay, type OverlayName } from '../../../../../src/overlays/arbiter/overlayOrder.ts';
import { scrollFraction } from '../../../../../src/overlays/pageSignals.ts';
import { createOverlayTurns } from '../../../../../src/overlays/arbiter/overlayTurns.ts';

describe('overlay arbiter', () => {
  it('on a first visit shows the banner, then onboarding, then the guide, then the lead popup', () => {
    const turns = createOverlayTurns({ waiting: ['consent-banner', 'onboarding', 'page-guide'], consentChosen: false });
    expect(turns.current()).toBe('consent-banner');
    expect(turns.wait('lead-popup')).toBe('consent-banner');
    expect(turns.finish('consent-banner')).toBe('onboarding');
    expect(turns.finish('onboarding')).toBe('page-guide');
    expect(turns.finish('page-guide')).toBe('lead-popup');
    expect(turns.finish('lead-popup')).toBeNull();
  });

  it('lets a lead popup take the place of a collapsed guide, which comes back afterwards', () => {
    const turns = createOverlayTurns({ waiting: ['page-guide'], consentChosen: true });
    expect(turns.wait('lead-popup')).toBe('page-guide');
    expect(turns.setGuideCollapsed(true)).toBe('lead-popup');
    expect(turns.finish('lead-popup')).toBe('page-guide');
  });

  it('holds a lead popup back until consent was answered', () => {
    expect(pickOverlay({ waiting: new Set(['lead-popup']), consentChosen: false, guideCollapsed: false })).toBeNull();
    expect(pickOverlay({ waiting: new Set(['lead-popup']), consentChosen: true, guideCollapsed: false })).toBe('lead-popup');
  });

  it('never returns two overlays, and only one that is waiting, in order', () => {
    const situation = fc.record({
      waiting: fc.subarray([...overlayOrder]).map((names) => new Set<OverlayName>(names)),
      consentChosen: fc.boolean(),
      guideCollapsed: fc.boolean(),
    });
    fc.assert(
      fc.property(situation, (input) => {
        const picked = pickOverlay(input);
        if (picked === null) return [...input.waiting].every((name) => name === 'lead-popup') && (!input.consentChosen || input.waiting.size === 0);
        const earlier = overlayOrder.slice(0, overlayOrder.indexOf(picked)).filter((name) => input.waiting.has(name));
        const yieldedGuide = picked === 'lead-popup' && earlier.length === 1 && earlier[0] === 'page-guide' && input.guideCollapsed;
        return typeof picked === 'string' && input.waiting.has(picked) && (earlier.length === 0 || yieldedGuide) && (picked !== 'lead-popup' || input.consentChosen);
      }),
    );
  });
});

describe('scrollFraction', () => {
  it('runs from 0 at the top to 1 at the bottom, and counts a short page as read', () => {
    expect(scrollFraction(0, 3000, 1000)).toBe(0);
    expect(scrollFraction(1000, 3000, 1000)).toBe(0.5);
    expect(scrollFraction(2000, 3000, 1000)).toBe(1);
    expect(scrollFraction(0, 800, 1000)).toBe(1);
  });
});
