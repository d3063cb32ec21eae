import { describe, expect, it } from 'vitest';
import { isLeadEligible, leadCooldownMs } from '../../../../../src/overlays/lead-popup/leadEligibility.ts';
import type { LeadState } from '../../../../../src/overlays/lead-popup/leadState.ts';

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
