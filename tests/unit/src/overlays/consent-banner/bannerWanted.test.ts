import { describe, expect, it } from 'vitest';
import { isBannerVisible } from '../../../../../src/lib/consent/bannerVisibility.ts';
import { parseConsentCookie } from '../../../../../src/lib/consent/cookies.ts';
import { consentAcknowledgedKey, consentCookie } from '../../../../../src/lib/consent/keys.ts';
import { bannerWanted } from '../../../../../src/overlays/consent-banner/bannerWanted.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const stored = (choice: object) => `${consentCookie}=${encodeURIComponent(JSON.stringify(choice))}`;

describe('whether the banner asks', () => {
  const cases: [string, Record<string, string>, boolean][] = [
    ['', {}, true],
    [stored({ analytics: false, personalization: false, marketing: false }), {}, false],
    ['', { [consentAcknowledgedKey]: 'true' }, false],
    [`${consentCookie}=broken`, {}, true],
  ];

  it('agrees with the consent logic: asks until a choice is stored or given in this session', () => {
    for (const [cookie, session, expected] of cases) {
      expect(bannerWanted(cookie, consentCookie, memoryStore(session), consentAcknowledgedKey)).toBe(expected);
      expect(isBannerVisible(parseConsentCookie(cookie), memoryStore(session))).toBe(expected);
    }
  });

  it('asks when session storage is blocked and no cookie holds a choice', () => {
    expect(bannerWanted('', consentCookie, memoryStore({}, true), consentAcknowledgedKey)).toBe(true);
  });
});
