const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A saved result's date in the reader's own locale: "12 Mar 2026", "Mar 12, 2026". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
