/**
 * The owner's time zone, written into the page at build from the site profile: the profile's
 * module validates with zod, which stays out of the browser.
 */
export function ownerTimeZone(element: HTMLElement): string {
  return element.closest<HTMLElement>('[data-owner-time-zone]')?.dataset.ownerTimeZone || 'UTC';
}
