/**
 * The console's days are the owner's (the site profile's `timeZone`), not the browser's: the
 * owner travelling, or a page opened late at night elsewhere, must read the same "today" as the
 * database's figures. Dates are ISO calendar dates (YYYY-MM-DD), the form the SQL functions take.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone for the page's life: a tool asks for the owner's days many times as
 * it draws, and making a formatter costs far more than using one.
 */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD; the parts are read rather than trusting the locale's layout.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date in `timeZone` at `now`. */
export function ownerDate(timeZone: string, now: number): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `date` moved by `days` calendar days (negative for earlier). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** An inclusive range of the owner's calendar days. */
export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to and including the owner's today: 1 is today alone, 7 the week ending today. */
export function lastDays(days: number, timeZone: string, now: number): DayRange {
  const to = ownerDate(timeZone, now);
  return { from: addDays(to, 1 - days), to };
}
