import { describe, expect, it } from 'vitest';
import { fillCss, heatmapLayout } from '../../../../../src/components/charts/heatmapLayout.ts';
import { majorGroups } from '../../../../../src/lib/ai-exposure/data.ts';
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

  it('gives each cell the class of its fill, one rule per colour', () => {
    const cells = layout.rows.flatMap((row) => row.cells);
    const css = fillCss(layout);
    for (const cell of cells) expect(css).toContain(`.heatmap-chart .${cell.fillClass}{background-color:${cell.fill}}`);
    expect(css.match(/\{/g)).toHaveLength(new Set(cells.map((cell) => cell.fill)).size);
    expect(cells[0]?.fillClass).toMatch(/^heat-[0-9a-f]{6}$/);
  });
});
