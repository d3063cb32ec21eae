/**
 * A piece's date as readers see it: "26 November 2026", in the owner's time zone (a piece
 * published late in her evening carries her day, whoever builds the site from wherever).
 */
export function publishedDateLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}
