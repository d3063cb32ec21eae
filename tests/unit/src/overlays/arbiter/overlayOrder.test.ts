import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlayOrder, pickOverlay, type OverlayName } from '../../../../../src/overlays/arbiter/overlayOrder.ts';

describe('the overlay order', () => {
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
        if (picked === null)
          return [...input.waiting].every((name) => name === 'lead-popup') && (!input.consentChosen || input.waiting.size === 0);
        const earlier = overlayOrder.slice(0, overlayOrder.indexOf(picked)).filter((name) => input.waiting.has(name));
        const yieldedGuide = picked === 'lead-popup' && earlier.length === 1 && earlier[0] === 'page-guide' && input.guideCollapsed;
        return (
          typeof picked === 'string' &&
          input.waiting.has(picked) &&
          (earlier.length === 0 || yieldedGuide) &&
          (picked !== 'lead-popup' || input.consentChosen)
        );
      }),
    );
  });
});
