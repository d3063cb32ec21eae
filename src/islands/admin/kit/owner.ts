/**
 * What a tool needs of the site profile, read from its shell (kit/AdminTool.astro writes it at
 * build): the profile's module validates with zod, which stays out of the browser.
 */
export function ownerTimeZone(element: HTMLElement): string {
  return element.dataset.ownerTimeZone || 'UTC';
}

export function ownerName(element: HTMLElement): string {
  return element.dataset.ownerName ?? '';
}
