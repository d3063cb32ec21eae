import type { ExposureRows } from './exposureRows.ts';
import { nextPoint } from './pointOrder.ts';

const position = (point: SVGCircleElement) => ({ cx: point.cx.baseVal.value, cy: point.cy.baseVal.value });

/**
 * Makes the prerendered points a listbox: one point in the tab order at a time (roving
 * tabindex), arrow keys to move, and the same details on hover and on focus. Returns the
 * function the filter calls with the points still shown.
 */
export function enhanceScatter(svg: SVGSVGElement, rows: ExposureRows, details: HTMLElement): (visible: SVGCircleElement[]) => void {
  const group = svg.querySelector('[data-points]')!;
  const points = [...group.querySelectorAll<SVGCircleElement>('circle[data-soc]')];
  const positions = new Map(points.map((point) => [point, position(point)]));
  let visible = points;
  let current = points[0];

  svg.setAttribute('role', 'group');
  group.setAttribute('role', 'listbox');
  // Chrome puts an SVG element with a widget role in the tab order; the points hold the tab stop.
  group.setAttribute('tabindex', '-1');
  group.setAttribute('aria-label', 'Occupations: use the arrow keys to move between them');
  for (const point of points) {
    point.setAttribute('role', 'option');
    point.setAttribute('tabindex', point === current ? '0' : '-1');
    point.setAttribute('aria-label', rows.describe(point.dataset.soc ?? ''));
  }

  const show = (point: SVGCircleElement) => {
    const box = svg.getBoundingClientRect();
    const spot = point.getBoundingClientRect();
    details.textContent = point.getAttribute('aria-label');
    details.style.setProperty('--x', `${(spot.left + spot.width / 2 - box.left) / box.width}`);
    details.style.setProperty('--y', `${spot.bottom - box.top}px`);
    details.hidden = false;
  };
  const hide = () => {
    if (!group.contains(document.activeElement)) details.hidden = true;
  };
  const makeCurrent = (point: SVGCircleElement) => {
    current?.setAttribute('tabindex', '-1');
    point.setAttribute('tabindex', '0');
    current = point;
  };

  group.addEventListener('pointerover', (event) => {
    if (event.target instanceof SVGCircleElement) show(event.target);
  });
  group.addEventListener('pointerleave', hide);
  group.addEventListener('focusin', (event) => {
    if (!(event.target instanceof SVGCircleElement)) return;
    makeCurrent(event.target);
    show(event.target);
  });
  group.addEventListener('focusout', () => queueMicrotask(hide));
  group.addEventListener('keydown', (event) => {
    const byPosition = new Map(visible.map((point) => [positions.get(point)!, point]));
    const from = current && positions.get(current);
    const to = from && nextPoint([...byPosition.keys()], from, (event as KeyboardEvent).key);
    if (!to) return;
    event.preventDefault();
    makeCurrent(byPosition.get(to)!);
    current?.focus();
  });

  return (shown) => {
    visible = shown;
    // Keep the one tab stop on a point that is still shown, without taking focus from the search box.
    if (current && !shown.includes(current) && shown[0]) makeCurrent(shown[0]);
  };
}
