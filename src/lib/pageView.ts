/**
 * The one page-view hook: every page load reports itself once, and analytics (attached later,
 * only with consent) listens. A listener that attaches after the report still gets the current
 * view, because analytics loads lazily.
 */
export interface PageView {
  /** The path of the page, without query or fragment. */
  route: string;
}

type PageViewListener = (view: PageView) => void;

const listeners = new Set<PageViewListener>();
let currentView: PageView | null = null;

/** Listens for page views, starting with the current one; returns a function that stops listening. */
export function onPageView(listener: PageViewListener): () => void {
  listeners.add(listener);
  if (currentView) listener(currentView);
  return () => void listeners.delete(listener);
}

export function reportPageView(route: string): void {
  currentView = { route };
  for (const listener of listeners) listener(currentView);
}
