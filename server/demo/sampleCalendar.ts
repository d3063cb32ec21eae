import { addDays, ownerDate } from '../../src/lib/ownerDays.ts';

/** One of the owner's calendar days in the sample period. */
export interface SampleDay {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** 0 for the first day of the period, growing to the last. */
  index: number;
  /** Minutes of the day already passed: 1440 for a past day, fewer for today. */
  minutesOpen: number;
}

/**
 * The last `count` days up to the owner's today. Times are written as the owner's wall-clock
 * time ("2026-11-20T09:30:00"), and the database turns them into instants in the owner's zone,
 * so each sample day is a day on the console's charts.
 */
export function sampleDays(count: number, timeZone: string, now: number): SampleDay[] {
  const today = ownerDate(timeZone, now);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(clock.find((entry) => entry.type === type)?.value ?? 0);
  const minutesToday = part('hour') * 60 + part('minute');
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1);
    return {
      date,
      weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
      index,
      minutesOpen: date === today ? minutesToday : 1440,
    };
  });
}

/** The owner's wall-clock time `minutes` after midnight of `date`, with seconds. */
export function wallClock(date: string, minutes: number, seconds = 0): string {
  const hours = Math.floor(minutes / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${pad(hours)}:${pad(minutes % 60)}:${pad(seconds)}`;
}
