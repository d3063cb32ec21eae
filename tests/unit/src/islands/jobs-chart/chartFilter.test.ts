import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../../../../src/islands/jobs-chart/chartFilter.ts';

describe('matchesFilter', () => {
  const chiefs = { group: '11', title: 'Chief Executives' };

  it('keeps everything when no group is chosen and the search is empty', () => {
    expect(matchesFilter(chiefs, { group: '', query: '' })).toBe(true);
    expect(matchesFilter(chiefs, { group: '', query: '   ' })).toBe(true);
  });

  it('keeps only the chosen group', () => {
    expect(matchesFilter(chiefs, { group: '11', query: '' })).toBe(true);
    expect(matchesFilter(chiefs, { group: '13', query: '' })).toBe(false);
  });

  it('finds titles containing every word, in any order, case and accent', () => {
    expect(matchesFilter(chiefs, { group: '', query: 'executive CHIEF' })).toBe(true);
    expect(matchesFilter(chiefs, { group: '', query: 'éxecutives' })).toBe(true);
    expect(matchesFilter(chiefs, { group: '', query: 'chief financial' })).toBe(false);
  });
});
