/**
 * The memory of the stylesheets this browser has downloaded, which a later page's inline script
 * reads to apply them before its first paint (cachedSheets.ts). Written once the page is idle,
 * by the page script: by then its sheets have arrived, and the code is no part of a first view.
 */
import { loadedSheetsKey } from '../storageKeys.ts';

/** The sheets remembered at most: a few pages' worth, so a new build's names push out the old. */
export const rememberedSheets = 24;

/** Adds a downloaded sheet to the remembered ones, newest last. Storage may be blocked (reading `localStorage` throws): then nothing is remembered. */
export function rememberSheet(storage: () => Pick<Storage, 'getItem' | 'setItem'>, href: string, most = rememberedSheets): void {
  try {
    const memory = storage();
    let stored: unknown = [];
    try {
      stored = JSON.parse(memory.getItem(loadedSheetsKey) ?? '[]');
    } catch {
      // Unreadable: started afresh.
    }
    const others = Array.isArray(stored) ? stored.filter((item) => typeof item === 'string' && item !== href) : [];
    memory.setItem(loadedSheetsKey, JSON.stringify([...others, href].slice(-most)));
  } catch {
    // Blocked or full storage: the next page is drawn as a first view is.
  }
}

/** Remembers each of the page's stylesheets once it has downloaded: in this browser's localStorage unless told otherwise. */
export function rememberPageSheets(
  doc: Pick<Document, 'querySelectorAll'>,
  storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => localStorage,
): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href');
    if (!href) continue;
    const remember = () => rememberSheet(storage, href);
    if (link.sheet) remember();
    else link.addEventListener('load', remember, { once: true });
  }
}
