import { safeNext, signedInHome } from '../access.ts';

/**
 * On the sign-in landing (`/welcome?next=/ai-assessment-cfo`), the links to the sign-in and
 * sign-up pages carry the same `next`, so the reader returns to that page after signing in.
 */
export function carryNextIntoLinks(doc: Document, pageUrl: URL, authPagePaths: readonly string[]): void {
  const next = safeNext(pageUrl.searchParams.get('next'), '');
  if (!next) return;
  doc.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
    const target = new URL(link.href, pageUrl);
    if (target.origin !== pageUrl.origin || !authPagePaths.includes(target.pathname)) return;
    target.searchParams.set('next', next);
    link.href = `${target.pathname}${target.search}${target.hash}`;
  });
}

/**
 * The page a sign-in, sign-up or confirm page returns to, or home: `?next=` on the auth pages, or
 * `redirect_to` on the mailed confirmation link, which Supabase Auth writes as a whole address.
 * Either is followed only when it is a path of this site (`siteOrigin`), never another site.
 */
export function nextFrom(search: string, siteOrigin: string): string {
  const params = new URLSearchParams(search);
  const next = params.get('next');
  if (next !== null) return safeNext(next);
  return pathOnSite(params.get('redirect_to'), siteOrigin);
}

function pathOnSite(address: string | null, siteOrigin: string): string {
  if (!address) return signedInHome;
  try {
    const url = new URL(address);
    return url.origin === siteOrigin ? safeNext(`${url.pathname}${url.search}${url.hash}`) : signedInHome;
  } catch {
    return signedInHome;
  }
}

/**
 * The address the confirmation mail should lead back to, for Supabase Auth's `emailRedirectTo`;
 * none when the reader is simply going home, so the mail's link stays as short as before.
 */
export function confirmationReturn(next: string, siteOrigin: string): string | undefined {
  const path = safeNext(next);
  return path === signedInHome ? undefined : new URL(path, siteOrigin).href;
}
