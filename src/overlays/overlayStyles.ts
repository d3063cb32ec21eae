import stylesheetUrl from './overlays.css?url';

let loaded: Promise<void> | null = null;

/**
 * Adds the overlays' stylesheet to the page once and resolves when it applies, so an overlay never
 * flashes unstyled. It is a file of its own rather than part of the page CSS: pages stay within
 * their first-view budget, and the file is fetched only when an overlay first shows.
 */
export function overlayStyles(doc: Document): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // A stylesheet that fails to load must not keep the overlay away: it shows with page styles.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    doc.head.append(link);
  });
  return loaded;
}
