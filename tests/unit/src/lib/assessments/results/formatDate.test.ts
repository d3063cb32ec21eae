import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../../../src/lib/assessments/results/formatDate.ts';

describe('formatDate', () => {
  it('writes the day, the month and the year as the rest of the site does', () => {
    expect(formatDate(new Date(2026, 2, 12, 12).toISOString())).toBe('12 Mar 2026');
    expect(formatDate(new Date(2025, 11, 1, 12).toISOString())).toBe('1 Dec 2025');
  });

  it("gives the day in the reader's own time zone, not the stored instant's UTC day", () => {
    // Just before local midnight: in any zone east or west of UTC, the UTC day differs from the local one.
    expect(formatDate(new Date(2026, 0, 31, 23, 59).toISOString())).toBe('31 Jan 2026');
    expect(formatDate(new Date(2026, 1, 1, 0, 1).toISOString())).toBe('1 Feb 2026');
  });
});
