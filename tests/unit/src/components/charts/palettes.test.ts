import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../../src/components/charts/colour.ts';
import {
  groupColours,
  inkFor,
  sequentialColour,
  sequentialStops,
  themeBackgrounds,
} from '../../../../../src/components/charts/palettes.ts';

describe('chart colours', () => {
  const colours = groupColours(22);

  it('gives 22 different group colours', () => {
    expect(new Set(colours).size).toBe(22);
  });

  it.each(Object.entries(themeBackgrounds))('keeps every group colour at 3:1 or more on the %s theme', (_, background) => {
    for (const colour of colours) expect(contrastRatio(colour, background), colour).toBeGreaterThanOrEqual(3);
  });

  it('runs the sequential scale from its first to its last stop', () => {
    expect(sequentialColour(0)).toBe(sequentialStops[0]);
    expect(sequentialColour(1)).toBe(sequentialStops.at(-1));
    expect(sequentialColour(-1)).toBe(sequentialStops[0]);
  });

  it('prints values in the ink with more contrast, at least 4.5:1 on every heatmap colour', () => {
    for (let position = 0; position <= 1; position += 0.05) {
      const fill = sequentialColour(position);
      const ink = inkFor(fill) === 'light' ? '#ffffff' : '#000000';
      expect(contrastRatio(fill, ink), fill).toBeGreaterThanOrEqual(4.5);
    }
  });
});
