import { lastDays, type DayRange } from '../../../lib/ownerDays.ts';

export type RangeChoice = 'today' | '7d' | '30d' | '90d' | 'custom';

/** The quick ranges, each ending today in the owner's time zone. */
export const rangePresets: readonly { choice: Exclude<RangeChoice, 'custom'>; label: string; days: number }[] = [
  { choice: 'today', label: 'Today', days: 1 },
  { choice: '7d', label: '7 days', days: 7 },
  { choice: '30d', label: '30 days', days: 30 },
  { choice: '90d', label: '90 days', days: 90 },
];

/** The days a quick range covers now, or the custom range as chosen. */
export function rangeFor(choice: RangeChoice, timeZone: string, now: number, custom: DayRange): DayRange {
  const preset = rangePresets.find((entry) => entry.choice === choice);
  return preset ? lastDays(preset.days, timeZone, now) : custom;
}
