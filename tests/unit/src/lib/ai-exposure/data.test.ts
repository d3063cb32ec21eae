import { describe, expect, it } from 'vitest';
import { majorGroups, occupations } from '../../../../../src/lib/ai-exposure/data.ts';

describe('the AI exposure data set', () => {
  it('has one row per scored occupation and one per SOC major group', () => {
    expect(occupations).toHaveLength(785);
    expect(majorGroups).toHaveLength(22);
    expect(new Set(occupations.map((o) => o.soc_code)).size).toBe(785);
  });

  it('keeps blanks as null, never zero', () => {
    const fishing = occupations.find((o) => o.soc_code === '45-3031');
    expect(fishing?.employment_2024).toBeNull();
    expect(fishing?.median_annual_wage_2024).toBeNull();
    const actors = occupations.find((o) => o.soc_code === '27-2011');
    expect(actors?.median_annual_wage_2024).toBeNull();
    expect(actors?.median_hourly_wage_2024).toBeGreaterThan(0);
    expect(occupations.filter((o) => o.median_annual_wage_2024 === null)).toHaveLength(5);
  });

  it('has scores in their published ranges', () => {
    const applicability = occupations.map((o) => o.ms_ai_applicability_score);
    expect(Math.min(...applicability)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...applicability)).toBeCloseTo(0.4922, 4);
    for (const occupation of occupations) {
      expect(occupation.gpt4_beta).toBeGreaterThanOrEqual(0);
      expect(occupation.gpt4_beta).toBeLessThanOrEqual(1);
      expect(occupation.human_beta).toBeLessThanOrEqual(1);
    }
  });

  it('marks the 16 top-coded medians as lower bounds at $239,200', () => {
    const topCoded = occupations.filter((o) => o.median_wage_is_lower_bound === true);
    expect(topCoded).toHaveLength(16);
    expect(new Set(topCoded.map((o) => o.median_annual_wage_2024))).toEqual(new Set([239200]));
    expect(topCoded.every((o) => o.soc_code.startsWith('29-'))).toBe(true);
  });

  it('covers 152,091,610 of the 154,187,380 OEWS jobs, as the README says', () => {
    const scored = occupations.reduce((sum, o) => sum + (o.employment_2024 ?? 0), 0);
    expect(scored).toBe(152_091_610);
    expect(majorGroups.reduce((sum, g) => sum + g.employment_2024, 0)).toBe(154_187_380);
  });
});
