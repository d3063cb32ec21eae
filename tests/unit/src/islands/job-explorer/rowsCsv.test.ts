import { describe, expect, it } from 'vitest';
import { explorerRows } from '../../../../../src/components/jobs/explorerData.ts';
import { explorerColumns } from '../../../../../src/islands/job-explorer/columns.ts';
import { exportFileName, rowsCsv } from '../../../../../src/islands/job-explorer/rowsCsv.ts';
import { filterRows, noFilter } from '../../../../../src/islands/job-explorer/rowFilter.ts';
import { sortRows } from '../../../../../src/islands/job-explorer/rowSort.ts';
import { parseCsv } from '../../../../../src/lib/ai-exposure/csvParse.ts';

const rows = explorerRows();

describe('rowsCsv', () => {
  it('writes the rows shown, in the order shown, under the source column names', () => {
    const shown = sortRows(filterRows(rows, { ...noFilter, group: '29' }), { key: 'median_annual_wage_2024', direction: 'descending' });
    const [header, ...records] = parseCsv(rowsCsv(shown));
    expect(header!.cells).toEqual(explorerColumns.map((column) => column.key));
    expect(records.map((record) => record.cells[1])).toEqual(shown.map((row) => row.soc_code));
  });

  it('reads back to the same values: quoted titles, 4-decimal shares, cents, flags, blanks for no value', () => {
    const [, ...records] = parseCsv(rowsCsv(rows));
    const column = (name: string) => explorerColumns.findIndex((candidate) => candidate.key === name);
    records.forEach(({ cells }, index) => {
      const row = rows[index]!;
      expect(cells[column('occupation_title')]).toBe(row.occupation_title);
      expect(Number(cells[column('gpt4_beta')])).toBe(row.gpt4_beta);
      expect(cells[column('gpt4_beta')]).toMatch(/^[01]\.\d{4}$/);
      expect(cells[column('median_hourly_wage_2024')]).toBe(
        row.median_hourly_wage_2024 === null ? '' : row.median_hourly_wage_2024.toFixed(2),
      );
      expect(cells[column('median_wage_is_lower_bound')]).toBe(
        row.median_wage_is_lower_bound === null ? '' : row.median_wage_is_lower_bound ? '1' : '0',
      );
      expect(cells[column('employment_2024')]).toBe(row.employment_2024 === null ? '' : String(row.employment_2024));
    });
    expect(rows.some((row) => row.occupation_title.includes(','))).toBe(true);
  });

  it('is only a header when no row is shown', () => {
    expect(rowsCsv([]).trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('exportFileName', () => {
  it('says whether all rows or how many were exported', () => {
    expect(exportFileName(785, 785)).toBe('ai-exposure-explorer-all.csv');
    expect(exportFileName(12, 785)).toBe('ai-exposure-explorer-12-of-785.csv');
  });
});
