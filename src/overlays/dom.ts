type Child = Node | string;

/**
 * A small element builder for the overlays, which are drawn from script so that no page carries
 * their markup until they show. Text goes in as text nodes, never as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

let lastId = 0;

/** A page-unique id for aria-labelledby and label[for]. */
export function uniqueId(prefix: string): string {
  lastId += 1;
  return `${prefix}-${lastId}`;
}

/** The close icon, hidden from assistive technology: the button around it carries the name. */
export function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  return svg;
}

export const reducedMotion = (win: Window): boolean => win.matchMedia('(prefers-reduced-motion: reduce)').matches;
