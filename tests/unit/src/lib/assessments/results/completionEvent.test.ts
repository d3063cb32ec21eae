import { describe, expect, it } from 'vitest';
import { analyticsConsentFromCookie } from '../../../../../../src/lib/assessments/results/completionEvent.ts';

describe('analytics consent for page events', () => {
  it('reads consent from the consent cookie, treating a missing or corrupt one as no', () => {
    const consentFrom = (cookies: string) => analyticsConsentFromCookie(() => cookies)();
    const cookie = (choice: object) => `session_id=abc12345; cookie_consent=${encodeURIComponent(JSON.stringify(choice))}`;
    expect(consentFrom(cookie({ analytics: true, personalization: false, marketing: false }))).toBe(true);
    expect(consentFrom(cookie({ analytics: false, personalization: true, marketing: true }))).toBe(false);
    expect(consentFrom('cookie_consent=%7Bbroken')).toBe(false);
    expect(consentFrom('')).toBe(false);
  });
});
