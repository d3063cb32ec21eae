/**
 * A date and time as the owner reads it on their wall clock (the site profile's `timeZone`), to
 * and from an instant. A scheduled piece is typed in the owner's zone wherever the browser is, as
 * a `datetime-local` field's value (`YYYY-MM-DDTHH:mm`).
 */

/** Milliseconds the zone's clock is ahead of UTC at `instant`. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) of the owner's wall-clock time; null when `local` is not a date and time.
 * A time the clock skips when it springs forward is read as the same time after the change.
 */
export function ownerLocalToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The offset at the guess is right except within hours of a change; a second pass settles it.
  const first = wall - zoneOffset(timeZone, wall);
  return new Date(wall - zoneOffset(timeZone, first)).toISOString();
}

/** The owner's wall-clock time of an instant, as a `datetime-local` value. */
export function isoToOwnerLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffset(timeZone, instant)).toISOString().slice(0, 16);
}
