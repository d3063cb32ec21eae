/**
 * How far down the page the visitor has scrolled, from 0 (top) to 1 (bottom). A page that fits in
 * the window counts as fully read, so scroll-based rules do not wait for a scroll that cannot happen.
 */
export function scrollFraction(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}
