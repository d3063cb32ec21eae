import { describe, expect, it } from 'vitest';
import { movedItems } from '../../../../../../src/islands/admin/intelligence/useBriefItems.ts';

describe('moving a source', () => {
  it('swaps it with its neighbour, and leaves the list as it was at either end', () => {
    expect(movedItems(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedItems(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedItems(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedItems(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
