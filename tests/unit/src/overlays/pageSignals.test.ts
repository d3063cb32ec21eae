import { describe, expect, it } from 'vitest';
import { scrollFraction } from '../../../../src/overlays/pageSignals.ts';

describe('scrollFraction', () => {
  it('runs from 0 at the top to 1 at the bottom, and counts a short page as read', () => {
    expect(scrollFraction(0, 3000, 1000)).toBe(0);
    expect(scrollFraction(1000, 3000, 1000)).toBe(0.5);
    expect(scrollFraction(2000, 3000, 1000)).toBe(1);
    expect(scrollFraction(0, 800, 1000)).toBe(1);
  });
});
