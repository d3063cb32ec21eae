/**
 * How far down the page the visitor has scrolled, from 0 (top) to 1 (bottom). A page that fits in
 * the window counts as fully read, so scroll-based rules do not wait for a scroll that cannot happen.
 */
export function scrollFraction(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

export interface PageSignalHandlers {
  onScroll: (fraction: number) => void;
  /** The pointer left the window; `clientY` at or above 0 means through the top edge. */
  onPointerLeftWindow: (clientY: number) => void;
}

/**
 * One passive scroll listener (at most one report per frame) and one pointer-leave listener for
 * everything on the page that reacts to reading progress or exit intent.
 */
export function watchPageSignals(win: Window, { onScroll, onPointerLeftWindow }: PageSignalHandlers): () => void {
  const doc = win.document;
  let frame = 0;
  const report = () => {
    frame = 0;
    onScroll(scrollFraction(win.scrollY, doc.documentElement.scrollHeight, win.innerHeight));
  };
  const onScrollEvent = () => {
    frame ||= win.requestAnimationFrame(report);
  };
  const onMouseOut = (event: MouseEvent) => {
    // relatedTarget null: the pointer went outside the document, not onto another element.
    if (event.relatedTarget === null) onPointerLeftWindow(event.clientY);
  };
  win.addEventListener('scroll', onScrollEvent, { passive: true });
  doc.addEventListener('mouseout', onMouseOut);
  return () => {
    win.removeEventListener('scroll', onScrollEvent);
    doc.removeEventListener('mouseout', onMouseOut);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
