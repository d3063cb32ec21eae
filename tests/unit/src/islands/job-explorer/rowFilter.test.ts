import { describe, expect, it } from 'vitest';
import type { ExplorerRow } from '../../../../../src/islands/job-explorer/explorerRow.ts';
import { filterRows, noFilter } from '../../../../../src/islands/job-explorer/rowFilter.ts';
import { explorerRows } from '../../../../../src/components/jobs/explorerData.ts';

const rows = explorerRows();
const titles = (list: readonly ExplorerRow[]) => list.map((row) => row.occupation_title);

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
    const ranged = filterRows(rows, {
      ...noFilter,
      ranges: [
        { key: 'gpt4_beta', min: 0.5, max: 0.6 },
        { key: 'median_annual_wage_2024', min: 100_000, max: null },
      ],
    });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.gpt4_beta >= 0.5 && row.gpt4_beta <= 0.6 && row.median_annual_wage_2024! >= 100_000)).toBe(true);
    const exact = rows[0]!.gpt4_beta;
    expect(filterRows(rows, { ...noFilter, ranges: [{ key: 'gpt4_beta', min: exact, max: exact }] })).toContain(rows[0]);
    expect(
      filterRows(rows, { ...noFilter, ranges: [{ key: 'employment_2024', min: 0, max: null }] }).some(
        (row) => row.employment_2024 === null,
      ),
    ).toBe(false);
  });
});
