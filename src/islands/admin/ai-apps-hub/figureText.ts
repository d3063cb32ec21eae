/** The hub's figures as a person reads them: counts with separators, durations in their unit, times relative to now. */

export const countText = (count: number): string => count.toLocaleString('en');

/** A duration in ms, s or min, whichever reads without a long number; `none` when nothing was timed. */
export function durationText(ms: number | null, none: string): string {
  if (ms === null) return none;
  if (ms < 1000) return `${countText(ms)} ms`;
  // Below 59.95 s, which would round to "60.0 s".
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** Errors as one count, with the refusals (4xx: quota, bad input) apart from the failures (5xx). */
export const errorsText = (refused: number, failed: number): string =>
  refused + failed === 0 ? '0' : `${countText(refused + failed)} (${countText(refused)} refused, ${countText(failed)} failed)`;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, in its largest whole unit, and when, in the owner's time zone: "3 hours ago (28 Nov 2026, 11:02)". */
export function agoText(iso: string, now: number, timeZone: string): string {
  const at = Date.parse(iso);
  const elapsed = Math.max(0, now - at);
  const unit = units.find(([, ms]) => elapsed >= ms);
  const ago = unit
    ? new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-Math.floor(elapsed / unit[1]), unit[0])
    : 'Less than a minute ago';
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return `${ago.charAt(0).toUpperCase()}${ago.slice(1)} (${when})`;
}
