import { describe, expect, it } from 'vitest';
import { isoToOwnerLocal, ownerLocalToIso } from '../../../../../../src/islands/admin/kit/ownerClock.ts';

describe('ownerLocalToIso and isoToOwnerLocal', () => {
  it('read the owner’s wall clock in their zone, summer and winter', () => {
    expect(ownerLocalToIso('2026-07-01T09:30', 'Europe/Berlin')).toBe('2026-07-01T07:30:00.000Z');
    expect(ownerLocalToIso('2026-12-01T09:30', 'Europe/Berlin')).toBe('2026-12-01T08:30:00.000Z');
    expect(ownerLocalToIso('2026-12-01T09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(ownerLocalToIso('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
  });

  it('settles the hours around a clock change', () => {
    // Berlin's clocks went back at 03:00 on 25 October 2026; 04:00 is after the change.
    expect(ownerLocalToIso('2026-10-25T04:00', 'Europe/Berlin')).toBe('2026-10-25T03:00:00.000Z');
    expect(ownerLocalToIso('2026-03-29T05:00', 'Europe/Berlin')).toBe('2026-03-29T03:00:00.000Z');
  });

  it('write an instant back as the owner’s wall clock', () => {
    expect(isoToOwnerLocal('2026-07-01T07:30:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T09:30');
    expect(isoToOwnerLocal('2026-12-01T14:30:00+00:00', 'America/New_York')).toBe('2026-12-01T09:30');
  });

  it('refuse what is not a date and time', () => {
    expect(ownerLocalToIso('', 'UTC')).toBeNull();
    expect(ownerLocalToIso('2026-12-01', 'UTC')).toBeNull();
  });
});
