import { describe, expect, it } from 'vitest';
import { createOverlayTurns } from '../../../../../src/overlays/arbiter/overlayTurns.ts';

describe('the overlay turns', () => {
  it('on a first visit shows the banner, then onboarding, then the guide, then the lead popup, as far as the budget allows', () => {
    const turns = createOverlayTurns({
      waiting: ['consent-banner', 'onboarding', 'page-guide'],
      consentChosen: false,
      allowed: () => true,
    });
    expect(turns.current()).toBe('consent-banner');
    expect(turns.wait('lead-popup')).toBe('consent-banner');
    expect(turns.finish('consent-banner')).toBe('onboarding');
    expect(turns.finish('onboarding')).toBe('page-guide');
    expect(turns.finish('page-guide')).toBe('lead-popup');
    expect(turns.finish('lead-popup')).toBeNull();
  });

  it('asks the budget each time, so an overlay it refuses later is passed over', () => {
    let budgetLeft = true;
    const turns = createOverlayTurns({ waiting: ['onboarding', 'page-guide'], consentChosen: true, allowed: () => budgetLeft });
    expect(turns.current()).toBe('onboarding');
    budgetLeft = false;
    expect(turns.finish('onboarding')).toBeNull();
  });
});
