import { describe, expect, it } from 'vitest';
import { clockTime, isoDuration, spokenLength } from '../../../../../src/lib/podcast/duration.ts';

describe("an episode's length", () => {
  it('reads as a clock, with hours only when there are some', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(65.4)).toBe('1:05');
    expect(clockTime(3723)).toBe('1:02:03');
  });

  it('is written in ISO 8601 for search engines', () => {
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(600)).toBe('PT10M');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('is said in minutes for the listener deciding whether to press play', () => {
    expect(spokenLength(20)).toBe('1 min');
    expect(spokenLength(754)).toBe('13 min');
    expect(spokenLength(3600)).toBe('1 h');
    expect(spokenLength(5400)).toBe('1 h 30 min');
  });
});
