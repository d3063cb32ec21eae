/**
 * The labels of the open page drawn smaller than `minimum` px, as "size px: text": every element
 * with text of its own that is shown, at its computed font size, and text inside an SVG at that
 * size times the SVG's scale (its box over its viewBox), which is what a reader sees. Runs in the
 * page (`page.evaluate(labelsBelow, 11)`).
 */
export function labelsBelow(minimum: number): string[] {
  const scaleOf = (element: Element) => {
    const svg = element.closest('svg');
    if (!svg?.viewBox.baseVal || svg.viewBox.baseVal.width === 0) return 1;
    return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  };
  const small: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    if (!ownText || !element.checkVisibility({ visibilityProperty: true })) continue;
    // A screen reader's words, clipped to a pixel, are no label on screen.
    const box = element.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize) * scaleOf(element);
    if (size < minimum) small.push(`${size.toFixed(1)} px: ${element.textContent!.trim().slice(0, 40)}`);
  }
  return small;
}
