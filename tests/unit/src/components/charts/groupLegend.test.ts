import { describe, expect, it } from 'vitest';
import { groupLegend, legendCss } from '../../../../../src/components/charts/groupLegend.ts';
import { majorGroups } from '../../../../../src/lib/ai-exposure/data.ts';

describe('groupLegend', () => {
  it('names every group once, with a CSS rule per group class', () => {
    const legend = groupLegend(majorGroups);
    expect(legend.map((entry) => entry.className)).toContain('g11');
    expect(legendCss(legend).match(/\.g\d\d\{--c:#[0-9a-f]{6}\}/g)).toHaveLength(22);
  });
});
