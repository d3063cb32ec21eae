import { describe, expect, it } from 'vitest';
import { detailsText } from '../../../../../src/islands/jobs-chart/detailsText.ts';
import { matchesFilter } from '../../../../../src/islands/jobs-chart/chartFilter.ts';
import { nextPoint } from '../../../../../src/islands/jobs-chart/pointOrder.ts';

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

describe('nextPoint', () => {
  const low = { cx: 10, cy: 300 };
  const middle = { cx: 50, cy: 100 };
  const high = { cx: 90, cy: 200 };
  const points = [middle, high, low];

  it('steps along applicability with Left and Right, stopping at the ends', () => {
    expect(nextPoint(points, low, 'ArrowRight')).toBe(middle);
    expect(nextPoint(points, middle, 'ArrowRight')).toBe(high);
    expect(nextPoint(points, high, 'ArrowRight')).toBe(high);
    expect(nextPoint(points, middle, 'ArrowLeft')).toBe(low);
  });

  it('steps along wage with Up and Down (higher wage is higher on screen)', () => {
    expect(nextPoint(points, low, 'ArrowUp')).toBe(high);
    expect(nextPoint(points, high, 'ArrowUp')).toBe(middle);
    expect(nextPoint(points, middle, 'ArrowDown')).toBe(high);
  });

  it('jumps with Home and End, and leaves other keys alone', () => {
    expect(nextPoint(points, middle, 'Home')).toBe(low);
    expect(nextPoint(points, middle, 'End')).toBe(high);
    expect(nextPoint(points, middle, 'Tab')).toBeUndefined();
  });
});

describe('detailsText', () => {
  it('pairs each value with its column header', () => {
    expect(detailsText(['Occupation', 'Major group', 'Employment'], ['Chief Executives', 'Management', '211,850'])).toBe(
      'Chief Executives. Major group: Management; Employment: 211,850',
    );
  });
});
