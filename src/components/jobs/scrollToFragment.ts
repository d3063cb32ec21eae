/**
 * A link such as an assessment result's "see it on the heatmap" points at a group or occupation
 * row, but the page body is drawn only after the session is restored, so the browser's own jump
 * finds nothing to scroll to. This waits for the target to get a box, then scrolls to it once.
 */
export function scrollToFragmentWhenShown(doc: Document, observe: (target: Element, onShown: () => void) => void): void {
  const id = decodeURIComponent(doc.location.hash.slice(1));
  const target = id ? doc.getElementById(id) : null;
  if (!target || target.getClientRects().length > 0) return;
  observe(target, () => target.scrollIntoView({ block: 'center' }));
}

/** Calls back the first time the element is laid out with a size (it stops being hidden). */
export function onFirstBox(target: Element, onShown: () => void): void {
  const observer = new ResizeObserver(() => {
    if (target.getClientRects().length === 0) return;
    observer.disconnect();
    onShown();
  });
  observer.observe(target);
}
