import { describe, expect, it } from 'vitest';
import { addDays, lastDays, ownerDate } from '../../../../src/lib/ownerDays.ts';

// 2026-03-29 00:30 UTC: already the 29th in London (01:30, summer time begins), still the 28th in New York.
const justAfterMidnightUtc = Date.UTC(2026, 2, 29, 0, 30);

describe("the owner's days", () => {
  it("reads today's date in the owner's time zone, not the browser's", () => {
    expect(ownerDate('Europe/London', justAfterMidnightUtc)).toBe('2026-03-29');
    expect(ownerDate('America/New_York', justAfterMidnightUtc)).toBe('2026-03-28');
    expect(ownerDate('Asia/Kathmandu', Date.UTC(2026, 0, 1, 18, 14))).toBe('2026-01-01');
    expect(ownerDate('Asia/Kathmandu', Date.UTC(2026, 0, 1, 18, 15))).toBe('2026-01-02');
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('gives today alone for one day, and the week ending today for seven', () => {
    expect(lastDays(1, 'Europe/London', justAfterMidnightUtc)).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(lastDays(7, 'Europe/London', justAfterMidnightUtc)).toEqual({ from: '2026-03-23', to: '2026-03-29' });
  });
});
