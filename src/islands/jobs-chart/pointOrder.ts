export interface PointPosition {
  cx: number;
  cy: number;
}

const byApplicability = (a: PointPosition, b: PointPosition) => a.cx - b.cx || b.cy - a.cy;
/** SVG y grows downwards, so a higher wage has a smaller cy. */
const byWage = (a: PointPosition, b: PointPosition) => b.cy - a.cy || a.cx - b.cx;

/**
 * Where an arrow key moves focus among the visible points: Left and Right step along AI
 * applicability, Up and Down along wage, Home and End jump to the lowest and highest
 * applicability. Undefined for any other key, so the key keeps its usual job.
 */
export function nextPoint<Point extends PointPosition>(points: readonly Point[], current: Point, key: string): Point | undefined {
  const horizontal = points.toSorted(byApplicability);
  const vertical = points.toSorted(byWage);
  const step = (order: Point[], delta: number) => order[Math.min(order.length - 1, Math.max(0, order.indexOf(current) + delta))];
  switch (key) {
    case 'ArrowLeft':
      return step(horizontal, -1);
    case 'ArrowRight':
      return step(horizontal, 1);
    case 'ArrowDown':
      return step(vertical, -1);
    case 'ArrowUp':
      return step(vertical, 1);
    case 'Home':
      return horizontal[0];
    case 'End':
      return horizontal.at(-1);
    default:
      return undefined;
  }
}
