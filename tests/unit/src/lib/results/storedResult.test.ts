import { describe, expect, it } from 'vitest';
import { contentVersion } from '../../../../../src/lib/results/contentVersion.ts';
import { parseStoredResults } from '../../../../../src/lib/results/storedResult.ts';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const row = { role_id: 'ceo', overall_score: 62, level: 'Practising', dimension_scores: { direction: 70 }, completed_at: '2026-03-04T09:30:00.123+00:00' };

describe('saved results read back', () => {
  it('accept rows of the expected shape', () => {
    expect(parseStoredResults([row])).toEqual([row]);
  });

  it('refuse a row that does not fit, naming the field and what was received', () => {
    expect(() => parseStoredResults([{ ...row, overall_score: 140 }])).toThrow(/at 0\.overall_score: .*received \[\{"role_id":"ceo","overall_score":140/);
    expect(() => parseStoredResults(null)).toThrow(/at \(top level\).*received null/);
  });
});

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
