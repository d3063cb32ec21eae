import { describe, expect, it } from 'vitest';
import { explorerRows, joinExplorerRows } from '../../../../../src/components/jobs/explorerData.ts';
import { parseExplorerPayload } from '../../../../../src/islands/job-explorer/explorerRow.ts';
import { occupations } from '../../../../../src/lib/ai-exposure/data.ts';

const rows = explorerRows();

describe('the explorer rows built from the two source files', () => {
  it('hold every occupation of the combined file once, with the same scores', () => {
    expect(rows).toHaveLength(occupations.length);
    const bySoc = new Map(rows.map((row) => [row.soc_code, row]));
    for (const occupation of occupations) {
      const row = bySoc.get(occupation.soc_code)!;
      expect(row.ai_applicability_score).toBe(occupation.ms_ai_applicability_score);
      expect(row.gpt4_beta).toBe(occupation.gpt4_beta);
      expect(row.human_beta).toBe(occupation.human_beta);
      expect(row.employment_2024).toBe(occupation.employment_2024);
    }
  });

  it('pass the schema the explorer checks them with after the fetch', () => {
    expect(parseExplorerPayload(JSON.parse(JSON.stringify({ rows })))).toHaveLength(rows.length);
  });

  it('name the code and the column where the two files disagree', () => {
    const [first] = rows;
    const working = [{ ...first!, employment_2024: 1 }];
    const gpts = [{ ...first!, employment_2024: 2 }];
    expect(() => joinExplorerRows(working, gpts)).toThrow(`${first!.soc_code} differs between the two files in employment_2024`);
    expect(() => joinExplorerRows(working, [])).toThrow('The OpenAI file has 0 SOC codes; expected the 1 of the Microsoft file.');
  });
});
