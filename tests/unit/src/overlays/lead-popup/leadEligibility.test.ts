import { describe, expect, it } from 'vitest';
import { isLeadEligible, leadCooldownMs, leadPageOutlook } from '../../../../../src/overlays/lead-popup/leadEligibility.ts';
import type { LeadState } from '../../../../../src/overlays/lead-popup/leadState.ts';

const now = Date.UTC(2026, 2, 2, 9);
const readingPage = { pageAllows: true, signedIn: false };

describe('lead popup eligibility', () => {
  it('allows the first popup ever on a reading page', () => {
    expect(isLeadEligible({ ...readingPage, last: null, now })).toBe(true);
  });

  it('waits more than 24 hours after the last one', () => {
    const last: LeadState = { lastShown: now, kind: 'timed' };
    expect(isLeadEligible({ ...readingPage, last, now: now + leadCooldownMs })).toBe(false);
    expect(isLeadEligible({ ...readingPage, last, now: now + leadCooldownMs + 1 })).toBe(true);
  });

  it('never shows on a page that does not allow it, nor to a signed-in reader', () => {
    expect(isLeadEligible({ pageAllows: false, signedIn: false, last: null, now })).toBe(false);
    expect(isLeadEligible({ pageAllows: true, signedIn: true, last: null, now })).toBe(false);
  });

  it('reads the page’s mark and the head script’s session mark', () => {
    const page = (meta: boolean, auth: string) =>
      ({
        querySelector: (selector: string) => (selector === 'meta[name="lead-popups"]' && meta ? {} : null),
        documentElement: { dataset: { auth } },
      }) as unknown as Document;
    expect(leadPageOutlook(page(false, 'signed-out'))).toEqual({ pageAllows: true, signedIn: false });
    expect(leadPageOutlook(page(true, 'signed-in'))).toEqual({ pageAllows: false, signedIn: true });
  });
});
