import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlayOrder, pickOverlay, type OverlayName } from '../../../../../src/overlays/arbiter/overlayOrder.ts';

const everyOverlay = () => true;

describe('the overlay order', () => {
  it('holds a lead popup back until consent was answered', () => {
    expect(pickOverlay({ waiting: new Set(['lead-popup']), consentChosen: false, allowed: everyOverlay })).toBeNull();
    expect(pickOverlay({ waiting: new Set(['lead-popup']), consentChosen: true, allowed: everyOverlay })).toBe('lead-popup');
  });

  it('passes over an overlay the interruption budget refuses', () => {
    const waiting = new Set<OverlayName>(['onboarding', 'page-guide']);
    expect(pickOverlay({ waiting, consentChosen: true, allowed: (name) => name !== 'onboarding' })).toBe('page-guide');
    expect(pickOverlay({ waiting, consentChosen: true, allowed: () => false })).toBeNull();
  });

  it('never returns two overlays, and only the first that is waiting and allowed', () => {
    const situation = fc.record({
      waiting: fc.subarray([...overlayOrder]).map((names) => new Set<OverlayName>(names)),
      refused: fc.subarray([...overlayOrder]).map((names) => new Set<OverlayName>(names)),
      consentChosen: fc.boolean(),
    });
    fc.assert(
      fc.property(situation, ({ waiting, refused, consentChosen }) => {
        const allowed = (name: OverlayName) => !refused.has(name);
        const picked = pickOverlay({ waiting, consentChosen, allowed });
        const candidates = overlayOrder.filter((name) => waiting.has(name) && allowed(name));
        if (picked === null) return candidates.length === 0 || (candidates[0] === 'lead-popup' && !consentChosen);
        return picked === candidates[0] && (picked !== 'lead-popup' || consentChosen);
      }),
    );
  });
});
