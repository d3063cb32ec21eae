import { describe, expect, it } from 'vitest';
import { createOverlayTurns } from '../../../../../src/overlays/arbiter/overlayTurns.ts';

describe('the overlay turns', () => {
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
});
