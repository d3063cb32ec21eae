import { describe, expect, it } from 'vitest';
import { rangeFor } from '../../../../../../src/islands/admin/analytics/ranges.ts';

// 23:30 UTC on 14 March 2026: already 15 March in Helsinki, still 14 March in London.
const now = Date.parse('2026-03-14T23:30:00Z');
const custom = { from: '2026-01-01', to: '2026-01-31' };

describe('rangeFor', () => {
  it("ends the quick ranges on the owner's today", () => {
    expect(rangeFor('today', 'Europe/Helsinki', now, custom)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(rangeFor('today', 'Europe/London', now, custom)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(rangeFor('7d', 'Europe/Helsinki', now, custom)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(rangeFor('90d', 'Europe/London', now, custom)).toEqual({ from: '2025-12-15', to: '2026-03-14' });
  });

  it('keeps a custom range as chosen', () => {
    expect(rangeFor('custom', 'Europe/London', now, custom)).toBe(custom);
  });
});
