/**
 * A returning reader's pages are styled once. A first view is drawn with its inline critical rules
 * and gets the full stylesheets after its first paint (src/lib/shell/afterPaint.ts). Applying
 * them then restyles every element and lays out all of its text again (the full sheets repeat the
 * inline rules, so that the cascade stays theirs, and register again the custom properties they
 * declare): 10–17 ms of main thread on a fast machine, four times that on a phone. A browser that
 * has fetched a sheet before holds it in its cache (the sheets are hashed and kept for a year), so
 * for that reader an inline script links the sheets a page of this browser asked for before,
 * render-blocking (`blocking="render"`): they are read from the cache before the first paint, and
 * the rest still come after it. The script stops at the first sheet not asked for yet, so that
 * their order, and with it the cascade, is kept, and remembers this page's sheets, which its
 * loader fetches once the page is painted. A reader who leaves within a moment of that paint may
 * find the next page waiting for a sheet from the network: the rare cost of a memory written
 * before the download ends, which keeps the code in the page's first round trip and nowhere else.
 * Like the loader, this is built from the source of its function (self-contained for this reason).
 */
import { loadedSheetsKey } from '../storageKeys.ts';

/** The sheets remembered at most: a few pages' worth, so a new build's names push out the old. */
export const rememberedSheets = 24;

/**
 * Links, render-blocking, the leading sheets of the page that a page of this browser asked for
 * before, then remembers the page's own. Every byte of it is in each page's first view, so it is
 * short: blocked storage or an unreadable memory fails inside the `try`, and the page is drawn as
 * a first view is.
 */
export function applyCachedSheets(
  doc: Pick<Document, 'createElement' | 'head'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: string,
  sheets: readonly string[],
  most: number,
): void {
  try {
    const remembered: string[] = JSON.parse(storage.getItem(key) as string) || [];
    for (const href of sheets) {
      if (!remembered.includes(href)) break;
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, blocking: 'render' }));
    }
    storage.setItem(key, JSON.stringify([...remembered.filter((href) => !sheets.includes(href)), ...sheets].slice(-most)));
  } catch {
    // Drawn as a first view is.
  }
}

/** The inline script for a page's full stylesheets, in their order; it goes after the critical rules. */
export function cachedSheetsScript(sheets: readonly string[]): string {
  return `(${applyCachedSheets.toString()})(document,localStorage,${JSON.stringify(loadedSheetsKey)},${JSON.stringify(sheets)},${rememberedSheets})`;
}
