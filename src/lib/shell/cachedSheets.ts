/**
 * A returning reader's pages are styled once. A first view is drawn with its inline critical rules
 * and gets the full stylesheets after its first paint (src/lib/shell/afterPaint.ts). Applying
 * them then restyles every element and lays out all of its text again (the full sheets repeat the
 * inline rules, so that the cascade stays theirs, and register again the custom properties they
 * declare): 10–17 ms of main thread on a fast machine, four times that on a phone. A browser that
 * has downloaded a sheet before holds it in its cache, so for that reader an inline script links
 * the sheets it remembers, render-blocking (`blocking="render"`), read from the cache before the
 * first paint; the rest still come after it. It reads the page's sheets from the `<noscript>` just
 * before it, which links them for a reader without JavaScript (a script runs as it is parsed, so
 * what follows it is not there yet), and stops at the first sheet not downloaded yet, so that
 * their order, and with it the cascade, is kept. The page script remembers the sheets once they
 * have arrived (rememberSheets.ts). Like the loader, this is built from the source of its
 * function (self-contained for this reason).
 */
import { loadedSheetsKey } from '../storageKeys.ts';

/**
 * Links, render-blocking, the leading sheets of the page that this browser has downloaded before.
 * Every byte of it is in each page's first view, so it is short: a missing or unreadable memory,
 * or blocked storage, fails inside the `try`, and the page is drawn as a first view is.
 */
export function applyCachedSheets(
  doc: Pick<Document, 'createElement' | 'head'>,
  storage: Pick<Storage, 'getItem'>,
  key: string,
  script: Element,
): void {
  try {
    const remembered: string[] = JSON.parse(storage.getItem(key) as string);
    for (const [, href] of (script.previousElementSibling as Element).innerHTML.matchAll(/href="([^"]+)/g)) {
      if (!remembered.includes(href as string)) return;
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, blocking: 'render' }));
    }
  } catch {
    // Drawn as a first view is.
  }
}

/** The inline script, placed right after the page's `<noscript>` of stylesheets. */
export function cachedSheetsScript(): string {
  return `(${applyCachedSheets.toString()})(document,localStorage,${JSON.stringify(loadedSheetsKey)},document.currentScript)`;
}
