import { describe, expect, it } from 'vitest';
import { isBannerVisible } from '../../../../../src/lib/consent/bannerVisibility.ts';
import { noConsent } from '../../../../../src/lib/consent/choice.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('consent banner', () => {
  it('shows until a choice is stored, whatever the choice was', () => {
    expect(isBannerVisible(null, memoryStore())).toBe(true);
    expect(isBannerVisible(noConsent, memoryStore())).toBe(false);
  });

  it('stays hidden for the session once answered, even when the cookie could not be kept', () => {
    expect(isBannerVisible(null, memoryStore({ 'consent-acknowledged': 'true' }))).toBe(false);
  });

  it('shows when session storage is blocked and no cookie exists', () => {
    expect(isBannerVisible(null, memoryStore({}, true))).toBe(true);
  });
});
