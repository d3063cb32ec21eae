import { describe, expect, it } from 'vitest';
import { occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { roleExposure } from '../../../../../src/lib/ai-exposure/roleExposure.ts';

describe('the exposure of a role', () => {
  it('gives the CEO the Chief Executives figures and the management row of the heatmap', () => {
    const ceo = roleExposure('ceo', occupations);
    expect(ceo.occupations.map((o) => o.occupation.occupation_title)).toEqual(['Chief Executives']);
    expect(ceo.aiApplicability).toBeCloseTo(0.1555, 10);
    expect(ceo.gpt4Exposure).toBeCloseTo(0.5078, 10);
    expect(ceo.heatmapAnchorId).toBe('group-11');
    expect(ceo.occupations[0]?.anchorId).toBe('soc-11-1011');
  });

  it('weights several occupations by employment', () => {
    const teachers = roleExposure('teachers', occupations);
    const rows = teachers.occupations.map((o) => o.occupation);
    const jobs = rows.reduce((sum, o) => sum + o.employment_2024!, 0);
    const expected = rows.reduce((sum, o) => sum + o.employment_2024! * o.ms_ai_applicability_score, 0) / jobs;
    expect(rows).toHaveLength(3);
    expect(teachers.aiApplicability).toBeCloseTo(expected, 10);
    expect(teachers.heatmapAnchorId).toBe('group-25');
  });

  it('expands a minor-group pattern to every postsecondary teacher', () => {
    const professors = roleExposure('university-professor', occupations);
    expect(professors.occupations.length).toBeGreaterThan(30);
    expect(professors.occupations.every((o) => o.occupation.soc_code.startsWith('25-1'))).toBe(true);
  });

  it('names the known roles when asked for an unknown one', () => {
    expect(() => roleExposure('astronaut', occupations)).toThrow(/No occupations for role "astronaut"; expected one of ceo/);
  });
});
