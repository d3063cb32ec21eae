import { describe, expect, it } from 'vitest';
import { nextPoint } from '../../../../../src/islands/jobs-chart/pointOrder.ts';

describe('nextPoint', () => {
  const low = { cx: 10, cy: 300 };
  const middle = { cx: 50, cy: 100 };
  const high = { cx: 90, cy: 200 };
  const points = [middle, high, low];

  it('steps along applicability with Left and Right, stopping at the ends', () => {
    expect(nextPoint(points, low, 'ArrowRight')).toBe(middle);
    expect(nextPoint(points, middle, 'ArrowRight')).toBe(high);
    expect(nextPoint(points, high, 'ArrowRight')).toBe(high);
    expect(nextPoint(points, middle, 'ArrowLeft')).toBe(low);
  });

  it('steps along wage with Up and Down (higher wage is higher on screen)', () => {
    expect(nextPoint(points, low, 'ArrowUp')).toBe(high);
    expect(nextPoint(points, high, 'ArrowUp')).toBe(middle);
    expect(nextPoint(points, middle, 'ArrowDown')).toBe(high);
  });

  it('jumps with Home and End, and leaves other keys alone', () => {
    expect(nextPoint(points, middle, 'Home')).toBe(low);
    expect(nextPoint(points, middle, 'End')).toBe(high);
    expect(nextPoint(points, middle, 'Tab')).toBeUndefined();
  });
});
