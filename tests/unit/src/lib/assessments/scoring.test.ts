import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFor, scoreAssessment, type Answers } from '../../../../../src/lib/assessments/scoring.ts';
import type { Assessment } from '../../../../../src/lib/assessments/contentSchema.ts';
import { contentFileRoleIds, loadAssessment } from '../../../support/assessmentContent.ts';

const assessments = contentFileRoleIds().map((roleId) => [roleId, loadAssessment(roleId)] as const);

/** Any mix of answered and skipped questions, each answer a valid option index. */
function answersFor(assessment: Assessment): fc.Arbitrary<Answers> {
  const entries = assessment.questions.map((question) =>
    fc.option(fc.nat({ max: question.options.length - 1 }), { nil: undefined }).map((index) => [question.id, index] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, index]) => index !== undefined)) as Answers);
}

describe.each(assessments)('scoring the %s assessment', (_roleId, assessment) => {
  it('keeps every score within 0–100 for any answers', () => {
    fc.assert(
      fc.property(answersFor(assessment), (answers) => {
        const result = scoreAssessment(assessment, answers);
        for (const score of [result.overall, ...result.dimensions.map((dimension) => dimension.score)]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never lowers a dimension or the overall score when one answer gets better', () => {
    const improvement = answersFor(assessment).chain((answers) =>
      fc.nat({ max: assessment.questions.length - 1 }).chain((questionIndex) => {
        const question = assessment.questions[questionIndex]!;
        const current = answers[question.id];
        const better = fc.integer({ min: current === undefined ? 0 : current, max: question.options.length - 1 });
        return better.map((index) => ({ answers, improved: { ...answers, [question.id]: index } }));
      }),
    );
    fc.assert(
      fc.property(improvement, ({ answers, improved }) => {
        const before = scoreAssessment(assessment, answers);
        const after = scoreAssessment(assessment, improved);
        expect(after.overall).toBeGreaterThanOrEqual(before.overall);
        for (const [index, dimension] of after.dimensions.entries())
          expect(dimension.score).toBeGreaterThanOrEqual(before.dimensions[index]!.score);
      }),
      { numRuns: 100 },
    );
  });

  it('gives a level for every whole score from 0 to 100', () => {
    for (let score = 0; score <= 100; score += 1) expect(() => levelFor(assessment.levels, score)).not.toThrow();
  });

  it('scores 0 with no answers and 100 with every best answer', () => {
    const best = Object.fromEntries(assessment.questions.map((question) => [question.id, question.options.length - 1]));
    expect(scoreAssessment(assessment, {}).overall).toBe(0);
    expect(scoreAssessment(assessment, best).overall).toBe(100);
    expect(scoreAssessment(assessment, best).level).toBe(assessment.levels.at(-1));
  });

  it('gives three next steps from the three weakest dimensions, weakest first', () => {
    fc.assert(
      fc.property(answersFor(assessment), (answers) => {
        const result = scoreAssessment(assessment, answers);
        const weakest = [...result.dimensions].sort((a, b) => a.score - b.score).slice(0, 3);
        expect(result.nextSteps.map((step) => step.dimensionId)).toEqual(weakest.map((dimension) => dimension.id));
      }),
      { numRuns: 50 },
    );
  });

  it('matches each next step to how far the person already is in that dimension', () => {
    const best = Object.fromEntries(assessment.questions.map((question) => [question.id, question.options.length - 1]));
    const stepsFor = (answers: Answers) => scoreAssessment(assessment, answers).nextSteps.map((step) => step.title);
    const firstSteps = stepsFor({});
    const lastSteps = stepsFor(best);
    expect(firstSteps).toEqual(assessment.dimensions.slice(0, 3).map((dimension) => assessment.advice[dimension.id]![0]!.title));
    expect(lastSteps).toEqual(assessment.dimensions.slice(0, 3).map((dimension) => assessment.advice[dimension.id]!.at(-1)!.title));
  });
});
