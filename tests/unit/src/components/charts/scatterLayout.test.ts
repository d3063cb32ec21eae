import { describe, expect, it } from 'vitest';
import { scatterLayout, scatterSize, xFor, yFor } from '../../../../../src/components/charts/scatterLayout.ts';
import { occupations } from '../../../../../src/lib/ai-exposure/data.ts';

describe('scatterLayout', () => {
  const layout = scatterLayout(occupations);

  it('plots one point per occupation with an annual wage and lists the others', () => {
    expect(layout.points).toHaveLength(780);
    expect(new Set(layout.points.map((point) => point.soc)).size).toBe(780);
    expect(layout.unplotted.map((o) => o.soc_code)).toEqual(['27-2011', '27-2031', '27-2042', '27-2091', '45-3031']);
  });

  it('keeps every point inside the plot, on whole-pixel centres', () => {
    const { width, height, left, right, top, bottom } = scatterSize;
    for (const point of layout.points) {
      expect(Number.isInteger(point.cx) && Number.isInteger(point.cy)).toBe(true);
      expect(point.cx).toBeGreaterThanOrEqual(left);
      expect(point.cx).toBeLessThanOrEqual(width - right);
      expect(point.cy).toBeGreaterThanOrEqual(top);
      expect(point.cy).toBeLessThanOrEqual(height - bottom);
    }
  });

  it('draws the largest occupation first and biggest, and places wages on a log scale', () => {
    expect(layout.points[0]?.r).toBe(scatterSize.maxRadius);
    expect(Math.abs(yFor(50_000) - yFor(100_000) - (yFor(100_000) - yFor(200_000)))).toBeLessThanOrEqual(1);
    expect(xFor(0)).toBe(scatterSize.left);
  });
});
