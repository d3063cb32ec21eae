import { describe, expect, it } from 'vitest';
import { groupLegend, legendCss } from '../../../../../src/components/charts/groupLegend.ts';
import { heatmapLayout } from '../../../../../src/components/charts/heatmapLayout.ts';
import { scatterLayout, scatterSize, xFor, yFor } from '../../../../../src/components/charts/scatterLayout.ts';
import { majorGroups, occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { measures } from '../../../../../src/lib/ai-exposure/measures.ts';

describe('heatmapLayout', () => {
  const layout = heatmapLayout(majorGroups, measures);

  it('has one row per major group and one cell per group and measure', () => {
    expect(layout.rows).toHaveLength(22);
    expect(layout.rows.flatMap((row) => row.cells)).toHaveLength(22 * 3);
    expect(layout.rows.map((row) => row.anchorId)).toContain('group-53');
  });

  it('prints each value and colours the lowest and highest of a measure at the ends of the scale', () => {
    const sales = layout.rows.find((row) => row.group.major_group_code === '41-0000')!;
    expect(sales.label).toBe('Sales and Related');
    expect(sales.cells[0]?.text).toBe('0.32');
    const applicability = layout.rows.map((row) => row.cells[0]!);
    expect(applicability.find((cell) => cell.text === '0.32')?.fill).toBe('#fde725');
    expect(applicability.find((cell) => cell.text === '0.05')?.fill).toBe('#440154');
  });
});

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

describe('groupLegend', () => {
  it('names every group once, with a CSS rule per group class', () => {
    const legend = groupLegend(majorGroups);
    expect(legend.map((entry) => entry.className)).toContain('g11');
    expect(legendCss(legend).match(/\.g\d\d\{--c:#[0-9a-f]{6}\}/g)).toHaveLength(22);
  });
});
