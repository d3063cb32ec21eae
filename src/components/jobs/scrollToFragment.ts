/**
 * A link such as an assessment result's "see it on the heatmap" points at a group or occupation
 * row, but the page body is drawn only after the session is restored, and the occupations arrive
 * later still, so the browser's own jump finds nothing to scroll to. This waits for the target to
 * get a box, then scrolls to it once.
 */
export function scrollToFragmentWhenShown(doc: Document, observe: (target: Element, onShown: () => void) => void): void {
  const target = fragmentTarget(doc);
  if (!target || target.getClientRects().length > 0) return;
  observe(target, () => target.scrollIntoView({ block: 'center' }));
}

/** Sent (bubbling) by a part of the page whose content arrives after load, so a fragment can point into it. */
export const contentArrivedEvent = 'content-arrived';

/** Marks the row an address points at when it arrived late: the browser sets `:target` only for one in by the end of loading. */
export const fragmentTargetAttribute = 'data-fragment-target';

/**
 * Follows the address's fragment into content that arrived after load: once the part that
 * received it is shown, marks the target (navigating to the fragment again would be the browser's
 * own jump, to the top of the table's box) and centres it. The part is watched, not the target,
 * since a target inside a `content-visibility: auto` box off screen has no box of its own until
 * it is scrolled to.
 */
export function followFragmentInto(doc: Document, part: Element, observe: (target: Element, onShown: () => void) => void): void {
  const target = fragmentTarget(doc);
  if (!target || !part.contains(target)) return;
  observe(part, () => {
    target.setAttribute(fragmentTargetAttribute, '');
    target.scrollIntoView({ block: 'center' });
  });
}

function fragmentTarget(doc: Document): Element | null {
  const id = decodeURIComponent(doc.location.hash.slice(1));
  return id ? doc.getElementById(id) : null;
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
