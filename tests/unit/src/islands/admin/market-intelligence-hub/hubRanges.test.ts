import { describe, expect, it } from 'vitest';
import { mondayOf, strongestRange, weekRange } from '../../../../../../src/islands/admin/market-intelligence-hub/hubRanges.ts';

describe('the hub’s ranges', () => {
  it('finds the Monday of any day of its week, Sunday included', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('starts the chart on a Monday, whole weeks back from this week so far', () => {
    // Thursday 26 November 2026, 12:00 UTC.
    const now = Date.UTC(2026, 10, 26, 12);
    expect(weekRange(12, 'UTC', now)).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    expect(weekRange(4, 'UTC', now)).toEqual({ from: '2026-11-02', to: '2026-11-26' });
    expect(weekRange(1, 'UTC', now)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
  });

  it('counts the owner’s days: late on Sunday in Honolulu is already Monday in UTC', () => {
    // Monday 30 November 2026, 05:00 UTC is Sunday 29 November, 19:00 in Honolulu.
    const now = Date.UTC(2026, 10, 30, 5);
    expect(weekRange(4, 'Pacific/Honolulu', now)).toEqual({ from: '2026-11-02', to: '2026-11-29' });
    expect(weekRange(4, 'UTC', now)).toEqual({ from: '2026-11-09', to: '2026-11-30' });
    expect(strongestRange('Pacific/Honolulu', now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
  });
});
