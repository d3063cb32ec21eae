const added = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the page once and resolves when it applies, so what it styles never
 * flashes unstyled. For the styles of parts that show only now and then (overlays, toasts): in a
 * file of their own rather than every page's inline CSS, they cost the first view nothing. A
 * stylesheet that fails to load must not keep its part away: it shows with the page's styles.
 */
export function addStylesheet(doc: Document, href: string): Promise<void> {
  let applied = added.get(href);
  if (!applied) {
    applied = new Promise((resolve) => {
      const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href });
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
      doc.head.append(link);
    });
    added.set(href, applied);
  }
  return applied;
}
