import { describe, expect, it } from 'vitest';
import { contentVersion } from '../../../../../../src/lib/assessments/results/contentVersion.ts';
import { loadAssessment } from '../../../../support/assessmentContent.ts';

describe('the content version', () => {
  it('is stable for the same content and changes when a score-deciding detail changes', () => {
    const assessment = loadAssessment('teachers');
    expect(contentVersion(assessment)).toBe(contentVersion(loadAssessment('teachers')));
    expect(contentVersion(assessment)).toMatch(/^fnv1a-[0-9a-f]{8}$/);
    const [question, ...rest] = assessment.questions;
    const reweighted = { ...assessment, questions: [{ ...question!, weight: (question!.weight ?? 1) + 1 }, ...rest] };
    expect(contentVersion(reweighted)).not.toBe(contentVersion(assessment));
  });

  it('ignores wording, so fixing a typo keeps results comparable', () => {
    const assessment = loadAssessment('teachers');
    expect(contentVersion({ ...assessment, intro: `${assessment.intro} ` })).toBe(contentVersion(assessment));
  });
});
