import { describe, expect, it } from 'vitest';
import { timestampSchema } from '../../../../../functions/_shared/visitor/timestamp.ts';

const problem = (value: unknown) => {
  const parsed = timestampSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
};

describe('timestampSchema', () => {
  it('takes ISO text with an offset or epoch milliseconds and gives the moment in UTC', () => {
    expect(timestampSchema.parse('2026-11-20T10:00:00.000Z')).toBe('2026-11-20T10:00:00.000Z');
    expect(timestampSchema.parse('2026-11-20T11:30:00+01:30')).toBe('2026-11-20T10:00:00.000Z');
    expect(timestampSchema.parse('2026-11-20T00:00:00-15:59')).toBe('2026-11-20T15:59:00.000Z');
    expect(timestampSchema.parse(Date.UTC(2026, 10, 20, 10))).toBe('2026-11-20T10:00:00.000Z');
  });

  it('refuses a time-zone offset of 16 hours or more, which PostgreSQL refuses, and says which offsets it takes', () => {
    expect(problem('2026-11-20T10:00:00+16:00')).toBe('must have a time-zone offset between -15:59 and +15:59');
    expect(problem('2026-11-20T10:00:00-23:59')).toBe('must have a time-zone offset between -15:59 and +15:59');
  });

  it('refuses year 0000 and moments outside 1970 to 2100, in either form', () => {
    for (const moment of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '2100-01-01T00:00:00.001Z', -1, Date.UTC(2100, 0, 1) + 1]) {
      expect(problem(moment)).toBe('must be between 1970-01-01 and 2100-01-01');
    }
  });

  it('says what it expects for text that is no date-time and for other types', () => {
    for (const value of ['yesterday', '2026-11-20T10:00:00', true, 1.5]) {
      expect(problem(value)).toBe('expected an ISO 8601 date-time or epoch milliseconds');
    }
  });
});
