import { safeNext } from '../access.ts';

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

/** The `next` a sign-in or sign-up page should return to, or home. */
export function nextFrom(search: string): string {
  return safeNext(new URLSearchParams(search).get('next'));
}
