/**
 * The page's address as analytics records it: origin and path only. Query strings and fragments
 * can carry sign-in or confirmation tokens, which must never reach analytics.
 */
export function pageAddress(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}
