/**
 * What a page does, once the browser is idle, for the reader's next page: it prefetches the pages
 * they are likely to open (prefetchPages.ts) and remembers the stylesheets this one downloaded, so
 * the next applies them before its first paint (rememberSheets.ts). Loaded apart from the page
 * script, which every page runs before its reader can act: this can wait.
 */
import { observeWithIntersection, startPrefetch, type ConnectionHints } from './prefetchPages.ts';
import { rememberPageSheets } from './rememberSheets.ts';

export function readyNextPage(win: Window): void {
  startPrefetch({
    doc: win.document,
    connection: () => (win.navigator as Navigator & { connection?: ConnectionHints }).connection,
    timers: win,
    observe: 'IntersectionObserver' in win ? observeWithIntersection : undefined,
  });
  rememberPageSheets(win.document, () => win.localStorage);
}
