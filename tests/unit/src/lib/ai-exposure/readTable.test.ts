import { describe, expect, it } from 'vitest';
import { readTable } from '../../../../../src/lib/ai-exposure/readTable.ts';
import { combinedRowSchema } from '../../../../../src/lib/ai-exposure/schemas/combined.ts';

const header =
  'soc_code,occupation_title,major_group_code,major_group_name,employment_2024,median_annual_wage_2024,median_hourly_wage_2024,median_wage_is_lower_bound,ms_ai_applicability_score,gpt4_beta,human_beta';
const good = '11-1011,Chief Executives,11-0000,Management Occupations,211850,206420,99.24,0,0.1555,0.5078,0.3694';

const read = (...rows: string[]) => readTable('combined_by_soc.csv', [header, ...rows].join('\n'), combinedRowSchema);

describe('readTable', () => {
  it('types a valid row', () => {
    expect(read(good)[0]).toMatchObject({
      soc_code: '11-1011',
      employment_2024: 211850,
      median_wage_is_lower_bound: false,
      gpt4_beta: 0.5078,
    });
  });

  it('turns blanks into null, never zero', () => {
    const row = read(
      '45-3031,Fishing and hunting workers,45-0000,"Farming, Fishing, and Forestry Occupations",,,,,0.0100,0.1000,0.0500',
    )[0];
    expect(row).toMatchObject({
      employment_2024: null,
      median_annual_wage_2024: null,
      median_hourly_wage_2024: null,
      median_wage_is_lower_bound: null,
    });
  });

  it.each([
    [good.replace('11-1011', '111011'), 'column soc_code: received "111011", expected a 2018 SOC code like 11-1011'],
    [good.replace('0.5078', '1.2'), 'column gpt4_beta: received "1.2", expected a share from 0 to 1 with at most 4 decimals'],
    [good.replace('0.1555', ''), 'column ms_ai_applicability_score: received "", expected a share'],
    [good.replace('211850', '2118.5'), 'column employment_2024: received "2118.5", expected a whole number, or blank'],
    [good.replace(',0,0.1555', ',2,0.1555'), 'column median_wage_is_lower_bound: received "2", expected 0 or 1'],
  ])('names the file, line, column, received and expected for %s', (row, message) => {
    expect(() => read(good, row)).toThrow(`combined_by_soc.csv, line 3, ${message}`);
  });

  it('names the columns it expected when the header differs', () => {
    expect(() => readTable('combined_by_soc.csv', 'soc_code,title\n', combinedRowSchema)).toThrow(
      /combined_by_soc.csv, line 1, column header: received "soc_code", "title", expected the columns "soc_code", "occupation_title"/,
    );
  });

  it('refuses a row with a missing cell', () => {
    expect(() => read(good.replace(',0.3694', ''))).toThrow('line 2, column count: received 10 cells, expected 11 cells');
  });
});
