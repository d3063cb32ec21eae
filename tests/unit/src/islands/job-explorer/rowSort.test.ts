import { describe, expect, it } from 'vitest';
import type { ExplorerRow } from '../../../../../src/islands/job-explorer/explorerRow.ts';
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
    expect(titles(sortRows(rows, { key: 'occupation_title', direction: 'ascending' }))).toEqual(
      before.toSorted((a, b) => a.localeCompare(b, 'en-US', { numeric: true })),
    );
    expect(titles(rows)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('turns the sorted column round and starts a new one high for numbers, A first for text', () => {
    expect(nextSort({ key: 'gpt4_beta', direction: 'descending' }, 'gpt4_beta', false)).toEqual({
      key: 'gpt4_beta',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'gpt4_beta', direction: 'ascending' }, 'human_beta', false)).toEqual({
      key: 'human_beta',
      direction: 'descending',
    });
    expect(nextSort({ key: 'gpt4_beta', direction: 'descending' }, 'occupation_title', true)).toEqual({
      key: 'occupation_title',
      direction: 'ascending',
    });
  });
});
