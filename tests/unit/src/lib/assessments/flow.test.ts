import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, type FlowAction, type FlowState } from '../../../../../src/lib/assessments/flow.ts';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const assessment = loadAssessment('gardener');
const questions = assessment.questions;
const reviewIndex = questions.length;
const run = (actions: FlowAction[], from: FlowState = initialFlow) =>
  actions.reduce((state, action) => flowReducer(assessment, state, action), from);
const answerAll: FlowAction[] = questions.flatMap(
  (question) => [{ type: 'choose', questionId: question.id, option: 1 }, { type: 'next' }] as FlowAction[],
);

describe('assessment flow', () => {
  it('stays on a question until it is answered', () => {
    expect(run([{ type: 'next' }]).position).toBe(0);
    expect(run([{ type: 'choose', questionId: questions[0]!.id, option: 2 }, { type: 'next' }]).position).toBe(1);
  });

  it('goes back without losing answers, and never before the first question', () => {
    const state = run([{ type: 'choose', questionId: questions[0]!.id, option: 2 }, { type: 'next' }, { type: 'back' }, { type: 'back' }]);
    expect(state.position).toBe(0);
    expect(state.answers[questions[0]!.id]).toBe(2);
  });

  it('reaches the review after the last question', () => {
    expect(run(answerAll).position).toBe(reviewIndex);
  });

  it('returns to the review after changing one answer from it', () => {
    const state = run([
      ...answerAll,
      { type: 'change', index: 3 },
      { type: 'choose', questionId: questions[3]!.id, option: 3 },
      { type: 'next' },
    ]);
    expect(state.position).toBe(reviewIndex);
    expect(state.answers[questions[3]!.id]).toBe(3);
  });

  it('submits only when every question is answered, otherwise shows the first gap', () => {
    expect(run([...answerAll, { type: 'submit' }]).submitted).toBe(true);
    const incomplete = run([{ type: 'choose', questionId: questions[0]!.id, option: 1 }, { type: 'submit' }]);
    expect(incomplete.submitted).toBe(false);
    expect(incomplete.position).toBe(1);
  });

  it('resumes restored progress at the stored position, but not past an unanswered question', () => {
    const answers = { [questions[0]!.id]: 1, [questions[1]!.id]: 0 };
    expect(run([{ type: 'restore', progress: { answers, position: 1, seed: 7 } }]).position).toBe(1);
    expect(run([{ type: 'restore', progress: { answers, position: reviewIndex, seed: 7 } }]).position).toBe(2);
  });

  it('keeps the restored attempt’s seed, so the options show in the order they had', () => {
    expect(run([{ type: 'restore', progress: { answers: {}, position: 0, seed: 41 } }]).seed).toBe(41);
  });

  it('starts again from nothing, with the new attempt’s seed', () => {
    expect(run([...answerAll, { type: 'submit' }, { type: 'restart', seed: 99 }])).toEqual({ ...initialFlow, seed: 99 });
  });
});
