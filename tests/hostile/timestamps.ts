import fc from 'fast-check';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * ISO 8601 date-times that a format check passes and Postgres refuses: the year 0000 (there is
 * no year zero before the Common Era in timestamptz), and time-zone offsets of 16 hours or more.
 */
export const outOfRangeTimestamp = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.constantFrom('Z', '+00:00', '-05:30'))
    .map(([month, day, zone]) => `0000-${twoDigits(month)}-${twoDigits(day)}T12:00:00.000${zone}`),
  fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 16, max: 23 }), fc.constantFrom(0, 30, 59))
    .map(([sign, hours, minutes]) => `2026-11-20T10:00:00.000${sign}${twoDigits(hours)}:${twoDigits(minutes)}`),
  fc.constantFrom('+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-20T24:00:01Z'),
);
