import { describe, expect, it } from 'vitest';
import { instantOfOwnerLocal, ownerLocalDate, ownerLocalDateTime } from '../../../../../../src/islands/admin/publishing/ownerDateTime.ts';

describe("dates and times in the owner's zone", () => {
  it("reads a local date and time in the owner's zone, whatever the browser's", () => {
    expect(instantOfOwnerLocal('2026-12-03T09:00', 'Europe/London')).toBe('2026-12-03T09:00:00.000Z');
    expect(instantOfOwnerLocal('2026-07-03T09:00', 'Europe/London')).toBe('2026-07-03T08:00:00.000Z');
    expect(instantOfOwnerLocal('2026-07-03T09:00', 'America/New_York')).toBe('2026-07-03T13:00:00.000Z');
    expect(instantOfOwnerLocal('2026-01-01T00:00', 'Asia/Kathmandu')).toBe('2025-12-31T18:15:00.000Z');
  });

  it('round-trips through the datetime-local value, on both sides of a clock change', () => {
    for (const local of ['2026-03-29T00:30', '2026-03-29T03:00', '2026-10-25T00:30', '2026-10-25T02:30', '2026-12-31T23:59']) {
      const instant = instantOfOwnerLocal(local, 'Europe/London');
      expect(instant && ownerLocalDateTime(instant, 'Europe/London')).toBe(local);
    }
  });

  it('reads a time skipped by the spring clock change as the hour after it', () => {
    const instant = instantOfOwnerLocal('2026-03-29T01:30', 'Europe/London');
    expect(instant).not.toBeNull();
    expect(ownerLocalDateTime(instant ?? '', 'Europe/London')).toBe('2026-03-29T02:30');
  });

  it('refuses what is not a date and time', () => {
    expect(instantOfOwnerLocal('', 'UTC')).toBeNull();
    expect(instantOfOwnerLocal('2026-12-03', 'UTC')).toBeNull();
    expect(instantOfOwnerLocal('2026-13-40T09:00', 'UTC')).toBeNull();
  });

  it("gives the owner's calendar date of an instant", () => {
    expect(ownerLocalDate('2026-03-29T00:30:00Z', 'America/New_York')).toBe('2026-03-28');
    expect(ownerLocalDate('2026-03-29T00:30:00Z', 'Europe/London')).toBe('2026-03-29');
  });
});
