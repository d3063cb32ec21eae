import { describe, expect, it } from 'vitest';
import { explorerColumns } from '../../../../../src/islands/job-explorer/columns.ts';
import type { ExplorerRow } from '../../../../../src/islands/job-explorer/explorerRow.ts';
import { rangeFilters } from '../../../../../src/islands/job-explorer/rangeDrafts.ts';
import { filterRows, noFilter } from '../../../../../src/islands/job-explorer/rowFilter.ts';
import { nextSort, sortRows } from '../../../../../src/islands/job-explorer/rowSort.ts';
import { explorerRows } from '../../../../../src/components/jobs/explorerData.ts';

const rows = explorerRows();
const titles = (list: readonly ExplorerRow[]) => list.map((row) => row.occupation_title);

describe('sortRows', () => {
  it('orders numbers both ways, ties broken by title', () => {
    const descending = sortRows(rows, { key: 'gpt4_beta', direction: 'descending' });
    const values = descending.map((row) => row.gpt4_beta);
    expect(values).toEqual(values.toSorted((a, b) => b - a));
    const ascending = sortRows(rows, { key: 'gpt4_beta', direction: 'ascending' });
    expect(ascending.map((row) => row.gpt4_beta)).toEqual(values.toReversed());
    const topCoded = descending.filter((row) => row.gpt4_beta === values[0]);
    expect(titles(topCoded)).toEqual(titles(topCoded).toSorted((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('puts missing wages last in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortRows(rows, { key: 'median_annual_wage_2024', direction });
      const firstMissing = sorted.findIndex((row) => row.median_annual_wage_2024 === null);
      expect(firstMissing).toBeGreaterThan(0);
      expect(sorted.slice(firstMissing).every((row) => row.median_annual_wage_2024 === null)).toBe(true);
    }
  });

  it('sorts text alphabetically and does not change its input', () => {
    const before = titles(rows);
    expect(titles(sortRows(rows, { key: 'occupation_title', direction: 'ascending' }))).toEqual(before.toSorted((a, b) => a.localeCompare(b, 'en-US', { numeric: true })));
    expect(titles(rows)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('turns the sorted column round and starts a new one high for numbers, A first for text', () => {
    expect(nextSort({ key: 'gpt4_beta', direction: 'descending' }, 'gpt4_beta', false)).toEqual({ key: 'gpt4_beta', direction: 'ascending' });
    expect(nextSort({ key: 'gpt4_beta', direction: 'ascending' }, 'human_beta', false)).toEqual({ key: 'human_beta', direction: 'descending' });
    expect(nextSort({ key: 'gpt4_beta', direction: 'descending' }, 'occupation_title', true)).toEqual({ key: 'occupation_title', direction: 'ascending' });
  });
});

describe('filterRows', () => {
  it('keeps every row without a filter', () => {
    expect(filterRows(rows, noFilter)).toHaveLength(rows.length);
  });

  it('filters by group, by words in the title or the SOC code, in any case', () => {
    expect(filterRows(rows, { ...noFilter, group: '15' }).every((row) => row.major_group_code === '15-0000')).toBe(true);
    expect(titles(filterRows(rows, { ...noFilter, query: 'NURSES registered' }))).toEqual(['Registered Nurses']);
    expect(titles(filterRows(rows, { ...noFilter, query: '11-1011' }))).toEqual(['Chief Executives']);
    expect(filterRows(rows, { ...noFilter, group: '15', query: 'nurses' })).toEqual([]);
  });

  it('keeps rows within every range, bounds included, and leaves out rows without the value', () => {
    const ranged = filterRows(rows, { ...noFilter, ranges: [{ key: 'gpt4_beta', min: 0.5, max: 0.6 }, { key: 'median_annual_wage_2024', min: 100_000, max: null }] });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.gpt4_beta >= 0.5 && row.gpt4_beta <= 0.6 && row.median_annual_wage_2024! >= 100_000)).toBe(true);
    const exact = rows[0]!.gpt4_beta;
    expect(filterRows(rows, { ...noFilter, ranges: [{ key: 'gpt4_beta', min: exact, max: exact }] })).toContain(rows[0]);
    expect(filterRows(rows, { ...noFilter, ranges: [{ key: 'employment_2024', min: 0, max: null }] }).some((row) => row.employment_2024 === null)).toBe(false);
  });
});

describe('rangeFilters', () => {
  it('leaves a side open while it is blank or not yet a number', () => {
    expect(rangeFilters([{ id: 1, key: 'gpt4_beta', min: ' ', max: '0.' }, { id: 2, key: 'coverage_ai', min: '-', max: '0.25' }])).toEqual([
      { key: 'gpt4_beta', min: null, max: 0 },
      { key: 'coverage_ai', min: null, max: 0.25 },
    ]);
  });
});

describe('the explorer columns', () => {
  it('show every field of a row once, except the group code the group name stands for', () => {
    const keys = explorerColumns.map((column) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(rows[0]!).filter((key) => !keys.includes(key as never))).toEqual(['major_group_code']);
  });
});
