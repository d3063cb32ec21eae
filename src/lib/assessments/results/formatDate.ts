const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A saved result's day in the reader's own time zone, as the rest of the site writes dates:
 * "12 Mar 2026". Written out rather than through `Intl.DateTimeFormat`, whose first use in a page
 * loads the browser's locale data: 25–35 ms of main thread on a fast machine, four times that on
 * a phone, in the very task that draws a returning reader's results.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}
