import { addDays, type DayRange, lastDays } from '../../../lib/ownerDays.ts';
import { choiceParam, dayParam, type UrlValue, urlParams } from '../kit/urlParams.ts';

export type RangeChoice = 'today' | '7d' | '30d' | '90d' | 'custom';

/** The quick ranges, each ending today in the owner's time zone. */
export const rangePresets: readonly { choice: Exclude<RangeChoice, 'custom'>; label: string; days: number }[] = [
  { choice: 'today', label: 'Today', days: 1 },
  { choice: '7d', label: '7 days', days: 7 },
  { choice: '30d', label: '30 days', days: 30 },
  { choice: '90d', label: '90 days', days: 90 },
];

/** The longest range a figure page asks for. */
export const mostDays = 400;

/** What is wrong with a range of days chosen by hand, or null when it can be shown. */
export function rangeProblem(range: DayRange): string | null {
  if (!range.from || !range.to) return 'Choose both a first and a last day.';
  if (range.from > range.to) return 'The first day must not be after the last day.';
  if (addDays(range.from, mostDays - 1) < range.to) return `Choose at most ${mostDays} days.`;
  return null;
}

/** The days a quick range covers now, or the custom range as chosen. */
export function rangeFor(choice: RangeChoice, timeZone: string, now: number, custom: DayRange): DayRange {
  const preset = rangePresets.find((entry) => entry.choice === choice);
  return preset ? lastDays(preset.days, timeZone, now) : custom;
}

/** A figure page's range in its address: `?range=7d`, or `?range=custom&from=2026-01-01&to=2026-01-31`; 30 days without one. */
export const rangeAddress = urlParams({
  range: choiceParam<RangeChoice>(['today', '7d', '30d', '90d', 'custom'], '30d'),
  from: dayParam,
  to: dayParam,
});
export type RangeAddress = UrlValue<typeof rangeAddress>;

/** The range an address asks for; a custom range that cannot be shown (an edited link) falls back to 30 days. */
export function addressRange(address: RangeAddress, timeZone: string, now: number): { choice: RangeChoice; range: DayRange } {
  const custom = { from: address.from, to: address.to };
  const choice = address.range === 'custom' && rangeProblem(custom) ? '30d' : address.range;
  return { choice, range: rangeFor(choice, timeZone, now, custom) };
}
