import { describe, expect, it } from 'vitest';
import { sampleDays, wallClock } from '../../../../server/demo/sampleCalendar.ts';

describe('sampleDays', () => {
  // 2026-11-26 22:30 UTC is already 2026-11-27 00:30 in Helsinki.
  const now = Date.UTC(2026, 10, 26, 22, 30);

  it("ends on the owner's today, not the server's, with only the minutes already passed open", () => {
    const days = sampleDays(3, 'Europe/Helsinki', now);
    expect(days.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(days.map((day) => day.minutesOpen)).toEqual([1440, 1440, 30]);
  });

  it('numbers the days from the first and names their weekday', () => {
    const days = sampleDays(2, 'UTC', now);
    expect(days).toEqual([
      { date: '2026-11-25', weekday: 3, index: 0, minutesOpen: 1440 },
      { date: '2026-11-26', weekday: 4, index: 1, minutesOpen: 1350 },
    ]);
  });
});

describe('wallClock', () => {
  it("writes the owner's time of day with seconds", () => {
    expect(wallClock('2026-11-26', 9 * 60 + 5, 7)).toBe('2026-11-26T09:05:07');
  });
});
