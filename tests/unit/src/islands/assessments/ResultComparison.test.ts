import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultComparison } from '../../../../../src/islands/assessments/ResultComparison.tsx';
import { scoreAssessment } from '../../../../../src/lib/assessments/scoring.ts';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const assessment = loadAssessment('teachers');
const result = scoreAssessment(assessment, Object.fromEntries(assessment.questions.map((question) => [question.id, 1])));
const render = (previous: Parameters<typeof ResultComparison>[0]['previous']) =>
  renderToStaticMarkup(createElement(ResultComparison, { result, previous }));

describe('the comparison with a retake', () => {
  it('shows a row for the overall score and each dimension, with before, now and the change', () => {
    const previous = {
      client_result_id: '5d1c2f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
      role_id: 'teachers',
      overall_score: result.overall - 5,
      level: 'Exploring',
      completed_at: '2026-02-10T08:00:00+00:00',
      dimension_scores: Object.fromEntries(result.dimensions.map((dimension) => [dimension.id, dimension.score])),
    };
    const html = render(previous);
    expect(html).toContain('Since your last result');
    expect(html.match(/<th scope="row">/g)).toHaveLength(result.dimensions.length + 1);
    expect(html).toContain(`<th scope="row">Overall</th><td>${result.overall - 5}</td><td>${result.overall}</td><td>+5</td>`);
    expect(html.match(/<td>no change<\/td>/g)).toHaveLength(result.dimensions.length);
  });

  it('says a first result is the first, and shows nothing while the previous one is unknown', () => {
    expect(render(null)).toContain('This is your first saved result for this assessment.');
    expect(render(undefined)).toBe('');
  });
});
