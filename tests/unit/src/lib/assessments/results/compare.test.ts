import { describe, expect, it } from 'vitest';
import { scoreAssessment } from '../../../../../../src/lib/assessments/scoring.ts';
import { compareWithPrevious, describeChange } from '../../../../../../src/lib/assessments/results/compare.ts';
import { loadAssessment } from '../../../../support/assessmentContent.ts';

const assessment = loadAssessment('cfo');
const answers = Object.fromEntries(assessment.questions.map((question) => [question.id, 2]));
const result = scoreAssessment(assessment, answers);
const [first, second] = assessment.dimensions;

describe('comparing with the previous result', () => {
  it('pairs every dimension of the new result with its previous score, and leaves a missing one undefined', () => {
    const previous = {
      client_result_id: '5d1c2f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
      role_id: 'cfo',
      overall_score: 40,
      level: 'Exploring',
      completed_at: '2026-01-02T10:00:00+00:00',
      dimension_scores: { [first!.id]: 10 },
    };
    const comparison = compareWithPrevious(result, previous);
    expect(comparison.overall).toEqual({ score: result.overall, previous: 40 });
    expect(comparison.previousAt).toBe('2026-01-02T10:00:00+00:00');
    expect(comparison.dimensions).toHaveLength(assessment.dimensions.length);
    expect(comparison.dimensions[0]).toMatchObject({ id: first!.id, previous: 10 });
    expect(comparison.dimensions[1]).toMatchObject({ id: second!.id, previous: undefined });
  });

  it('describes a change in points with its sign', () => {
    expect(describeChange(57, 50)).toBe('+7');
    expect(describeChange(47, 50)).toBe('\u22123');
    expect(describeChange(50, 50)).toBe('no change');
  });
});
