import { describe, expect, it } from 'vitest';
import gptsCsv from '../../../../../src/data/ai-exposure/gpts_are_gpts_by_soc.csv?raw';
import workingWithAiCsv from '../../../../../src/data/ai-exposure/working_with_ai_by_soc.csv?raw';
import { majorGroups, occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { joinProblems } from '../../../../../src/lib/ai-exposure/joinChecks.ts';
import { readTable } from '../../../../../src/lib/ai-exposure/readTable.ts';
import { gptsAreGptsRowSchema } from '../../../../../src/lib/ai-exposure/schemas/gptsAreGpts.ts';
import { workingWithAiRowSchema } from '../../../../../src/lib/ai-exposure/schemas/workingWithAi.ts';

describe('the join between occupations and major groups', () => {
  it('finds every occupation a major group whose counts, scored employment and weighted means match', () => {
    expect(joinProblems(occupations, majorGroups)).toEqual([]);
  });

  it('reports an occupation whose group is missing, and the totals that no longer add up', () => {
    const withoutSales = majorGroups.filter((group) => group.major_group_code !== '41-0000');
    expect(joinProblems(occupations, withoutSales).some((p) => p.includes('major group 41-0000, which major_groups.csv lacks'))).toBe(true);
    const [first, ...rest] = occupations;
    const doubled = { ...first!, employment_2024: first!.employment_2024! * 2 };
    const problems = joinProblems([doubled, ...rest], majorGroups);
    expect(problems).toContain('11-0000 occupations employ 11125350; major_groups.csv expects 10913500.');
    expect(problems.some((p) => p.startsWith('11-0000 ms_ai_applicability_score weighted mean'))).toBe(true);
  });
});

describe('the join between the sources', () => {
  const microsoft = new Map(readTable('working_with_ai_by_soc.csv', workingWithAiCsv, workingWithAiRowSchema).map((r) => [r.soc_code, r]));
  const openai = new Map(readTable('gpts_are_gpts_by_soc.csv', gptsCsv, gptsAreGptsRowSchema).map((r) => [r.soc_code, r]));

  it('matches all 785 codes between Microsoft and OpenAI', () => {
    expect(microsoft.size).toBe(785);
    expect([...openai.keys()].sort()).toEqual([...microsoft.keys()].sort());
  });

  it('carries each source value and the OEWS columns into the combined file unchanged', () => {
    for (const occupation of occupations) {
      const ms = microsoft.get(occupation.soc_code);
      const oa = openai.get(occupation.soc_code);
      expect(ms?.ai_applicability_score, occupation.soc_code).toBe(occupation.ms_ai_applicability_score);
      expect(oa?.gpt4_beta, occupation.soc_code).toBe(occupation.gpt4_beta);
      expect(oa?.human_beta, occupation.soc_code).toBe(occupation.human_beta);
      expect(ms?.employment_2024).toBe(occupation.employment_2024);
      expect(oa?.median_annual_wage_2024).toBe(occupation.median_annual_wage_2024);
    }
  });

  it('matches OEWS for all codes but 45-3031 Fishing and hunting workers', () => {
    expect(occupations.filter((o) => o.employment_2024 === null).map((o) => o.soc_code)).toEqual(['45-3031']);
  });
});
