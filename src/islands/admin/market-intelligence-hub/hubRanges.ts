import { addDays, lastDays, ownerDate, type DayRange } from '../../../lib/ownerDays.ts';

/** The chart's ranges, in weeks; twelve (a quarter) unless the owner picks another. */
export const weekChoices = [4, 12, 26, 52] as const;
export type WeekChoice = (typeof weekChoices)[number];
export const defaultWeeks: WeekChoice = 12;

/** The Monday starting the week of `date` (an ISO calendar date). */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * The last `weeks` weeks in the owner's calendar: whole weeks from a Monday, the last one being
 * this week so far. Whole weeks, so the first point of the chart is not a short week that looks
 * like a quiet one.
 */
export function weekRange(weeks: number, timeZone: string, now: number): DayRange {
  const to = ownerDate(timeZone, now);
  return { from: addDays(mondayOf(to), -7 * (weeks - 1)), to };
}

/** The strongest signals' window: the last 30 of the owner's days, today included. */
export function strongestRange(timeZone: string, now: number): DayRange {
  return lastDays(30, timeZone, now);
}
