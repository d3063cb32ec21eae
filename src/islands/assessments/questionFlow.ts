import { answeredCount, flowReducer, initialFlow, type FlowAction, type FlowState } from '../../lib/assessments/flow.ts';
import { optionOrder, randomSeed } from '../../lib/assessments/optionOrder.ts';
import { createProgressStore, type ProgressStorage } from '../../lib/assessments/progress.ts';
import type { Assessment } from '../../lib/assessments/contentSchema.ts';
import type { Answers } from '../../lib/assessments/scoring.ts';
import { showProgress } from './progressMarkup.ts';
import { questionMarkup } from './questionMarkup.ts';
import { reviewMarkup } from './reviewMarkup.ts';
import { listenToStep } from './stepEvents.ts';

export interface QuestionFlowDeps {
  roleId: string;
  assessment: Assessment;
  /** The drawn flow: the progress bar, and `[data-step]` holding the question or the review. */
  root: HTMLElement;
  /** Where in-progress answers are kept (localStorage); without it a reload starts afresh. */
  storage: ProgressStorage | undefined;
  /** Every question is answered and the person submitted. */
  onComplete(answers: Answers): void;
}

/**
 * One role's questions in plain DOM: the attempt restored from storage before the first draw (so
 * the question the reader stopped at shows, its options in their stored order), saved on every
 * change until it is submitted. Focus moves with the steps only after the person has acted, never
 * on first load, where the page's own heading comes first.
 */
export function startQuestionFlow({ roleId, assessment, root, storage, onComplete }: QuestionFlowDeps) {
  const store = storage ? createProgressStore(storage, roleId, assessment, randomSeed) : undefined;
  const step = root.querySelector<HTMLElement>('[data-step]')!;
  const total = assessment.questions.length;
  let state: FlowState = initialFlow;

  function update(action: FlowAction, redraw: boolean, focus: boolean): void {
    state = flowReducer(assessment, state, action);
    if (!state.submitted) store?.save({ answers: state.answers, position: state.position, seed: state.seed });
    showProgress(root, answeredCount(assessment, state.answers), total);
    // A submitted attempt gives way to its result; nothing of it is drawn again.
    if (redraw && !state.submitted) draw(focus);
  }

  function draw(focus: boolean): void {
    const question = assessment.questions[state.position];
    step.innerHTML = question
      ? questionMarkup({
          question,
          order: optionOrder(question, state.seed),
          orderKnown: true,
          number: state.position + 1,
          total,
          answer: state.answers[question.id],
          returnToReview: state.returnToReview,
        })
      : reviewMarkup(assessment, state.answers);
    if (focus) step.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }

  listenToStep(step, {
    choose: (questionId, option) => update({ type: 'choose', questionId, option }, false, false),
    act: (action) => {
      update(action, true, true);
      if (state.submitted) onComplete(state.answers);
    },
  });
  update({ type: 'restore', progress: store ? store.load() : { answers: {}, position: 0, seed: randomSeed() } }, true, false);

  return {
    /** A new attempt with a new order of the options, from a result or the latest-result offer. */
    restart(focus: boolean): void {
      store?.clear();
      update({ type: 'restart', seed: randomSeed() }, true, focus);
    },
    /** Forgets the attempt once its result is safely stored. */
    clearProgress: () => store?.clear(),
    /** True once the person has answered a question of this attempt. */
    inProgress: () => Object.keys(state.answers).length > 0,
    /** Takes a keyboard user to the step after a screen that covered it goes away. */
    focusStep: () => step.querySelector<HTMLElement>('[data-step-heading]')?.focus(),
  };
}
