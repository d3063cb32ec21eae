/**
 * Links into the site that the auth routes write into mails and redirects. Paths come from the
 * route table; a caller's redirect_to is honoured only when it stays on the site's own origin,
 * as GoTrue's redirect allow-list does, so a mail link can never send a reader elsewhere.
 */
import type { RoutePath } from '../../src/lib/routes/index.ts';

export function siteLink(siteUrl: string, path: RoutePath, query: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The redirect target if it is on the site's origin, else undefined. */
export function allowedRedirect(siteUrl: string, redirectTo: string | undefined): string | undefined {
  if (!redirectTo) return undefined;
  try {
    const target = new URL(redirectTo, siteUrl);
    return target.origin === new URL(siteUrl).origin ? target.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A sign-in link's query that returns to an allowed redirect's page; none for the home page. */
export function nextQuery(allowed: string | undefined): Record<string, string> {
  if (!allowed) return {};
  const target = new URL(allowed);
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path === '/' ? {} : { next: path };
}
