import { describe, expect, it } from 'vitest';
import { oklchToHex } from '../../../../../src/components/charts/colour.ts';

describe('colour conversion', () => {
  it('converts OKLCH like CSS does', () => {
    expect(oklchToHex(1, 0, 0)).toBe('#ffffff');
    expect(oklchToHex(0, 0, 0)).toBe('#000000');
    expect(oklchToHex(0.628, 0.2577, 29.23)).toBe('#ff0000');
  });
});
