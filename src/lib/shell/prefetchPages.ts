/**
 * Fetches the pages a reader is likely to open next, at low priority, so the next page appears at
 * once: a page whose link the pointer rests on or the keyboard reaches, and the page of each main
 * link (a primary button in the page body) once it scrolls into view. Nothing is prefetched when
 * the reader asked the browser to save data or the connection is 2G: there every byte is theirs.
 * A tap starts the navigation itself, so touch gets nothing ahead.
 */

/** The part of `navigator.connection` read here (the Network Information API; Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Main links: the page body's primary buttons. */
export const mainLinkSelector = 'main a.button-primary[href]';
/** How long the pointer rests on a link before it counts as intent rather than passing by. */
export const hoverIntentMs = 65;

export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/** The address to prefetch for a link, or null: same-origin pages only, and not the page itself. */
export function prefetchTarget(link: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>, page: URL): string | null {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const target = new URL(link.href, page);
  if (target.origin !== page.origin || !/^https?:$/.test(target.protocol)) return null;
  // Files (the sitemap, data downloads) are not pages.
  if (/\.[a-z0-9]+$/i.test(target.pathname)) return null;
  if (target.pathname === page.pathname && target.search === page.search) return null;
  return `${target.pathname}${target.search}`;
}

export interface PrefetchDeps {
  doc: Document;
  connection: () => ConnectionHints | undefined;
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>;
  /** `IntersectionObserver`, absent in old browsers: then main links wait for intent like the others. */
  observe?: (links: Element[], onVisible: (link: Element) => void) => void;
}

export function startPrefetch({ doc, connection, timers, observe }: PrefetchDeps): void {
  const fetched = new Set<string>();
  const prefetch = (link: Element | null) => {
    if (!(link instanceof HTMLAnchorElement) || !prefetchAllowed(connection())) return;
    const target = prefetchTarget(link, new URL(doc.URL));
    if (!target || fetched.has(target)) return;
    fetched.add(target);
    doc.head.append(Object.assign(doc.createElement('link'), { rel: 'prefetch', href: target }));
  };
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null);

  let pending: number | undefined;
  doc.addEventListener('pointerover', (event) => {
    const link = linkOf(event);
    if (!link) return;
    timers.clearTimeout(pending);
    pending = timers.setTimeout(() => prefetch(link), hoverIntentMs);
  });
  doc.addEventListener('pointerout', (event) => {
    if (linkOf(event)) timers.clearTimeout(pending);
  });
  doc.addEventListener('focusin', (event) => prefetch(linkOf(event)));
  observe?.([...doc.querySelectorAll(mainLinkSelector)], prefetch);
}

/** Calls `onVisible` once for each element as it comes within 50 px of the viewport. */
export function observeWithIntersection(links: Element[], onVisible: (link: Element) => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        onVisible(entry.target);
      }
    },
    { rootMargin: '50px', threshold: 0.1 },
  );
  for (const link of links) observer.observe(link);
}
