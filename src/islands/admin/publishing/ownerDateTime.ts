/**
 * Dates and times in the owner's time zone (the site profile's), whatever the browser's: a piece
 * scheduled for 09:00 goes out at 09:00 where the owner works, even when they plan it abroad.
 * Local values are what `<input type="datetime-local">` holds: YYYY-MM-DDTHH:mm.
 */

function wallClock(timeZone: string, instant: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The owner's local date and time of an instant, as a datetime-local value. */
export function ownerLocalDateTime(iso: string, timeZone: string): string {
  const { date, time } = wallClock(timeZone, Date.parse(iso));
  return `${date}T${time}`;
}

/** The owner's calendar date (YYYY-MM-DD) of an instant. */
export function ownerLocalDate(iso: string, timeZone: string): string {
  return wallClock(timeZone, Date.parse(iso)).date;
}

const asUtc = (local: string) => Date.parse(`${local}:00Z`);

/**
 * The instant (ISO, UTC) of a datetime-local value read in the owner's zone; null when the value
 * is not a date and time. A time skipped by a clock change is read as the hour after it.
 */
export function instantOfOwnerLocal(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) || Number.isNaN(asUtc(local))) return null;
  const wanted = asUtc(local);
  const offsetAt = (instant: number) => {
    const { date, time } = wallClock(timeZone, instant);
    return asUtc(`${date}T${time}`) - instant;
  };
  // The zone's offset at a first guess, then again at the answer, for a guess across a change.
  let instant = wanted - offsetAt(wanted);
  instant = wanted - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** A short label of an instant in the owner's zone, e.g. "3 Dec 2026, 09:00". */
export function ownerLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso));
}
