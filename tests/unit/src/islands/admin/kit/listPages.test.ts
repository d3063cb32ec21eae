import { describe, expect, it } from 'vitest';
import { compareValues, pageCount, pageOf } from '../../../../../../src/islands/admin/kit/listPages.ts';

describe('pageOf', () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1);

  it('gives the rows of a page and how many pages there are', () => {
    expect(pageOf(rows, 2, 3)).toEqual({ rows: [4, 5, 6], page: 2, pages: 3 });
    expect(pageOf(rows, 3, 3)).toEqual({ rows: [7], page: 3, pages: 3 });
  });

  it('clamps a page past the end (a filter shrank the list) and counts an empty list as one page', () => {
    expect(pageOf(rows, 9, 3)).toEqual({ rows: [7], page: 3, pages: 3 });
    expect(pageOf([], 4, 3)).toEqual({ rows: [], page: 1, pages: 1 });
    expect(pageCount(0)).toBe(1);
  });
});

describe('compareValues', () => {
  it('sorts numbers and text either way, with empty values last both ways', () => {
    const values = ['b', null, 'a', '', 'c'];
    expect([...values].sort((x, y) => compareValues(x, y, 'ascending'))).toEqual(['a', 'b', 'c', null, '']);
    expect([...values].sort((x, y) => compareValues(x, y, 'descending')).slice(0, 3)).toEqual(['c', 'b', 'a']);
    expect([10, 9, 100].sort((x, y) => compareValues(x, y, 'ascending'))).toEqual([9, 10, 100]);
  });
});
