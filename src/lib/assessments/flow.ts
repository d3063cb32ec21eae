import type { Progress } from './progress.ts';
import type { Answers } from './scoring.ts';
import type { Assessment } from './contentSchema.ts';

/**
 * Where the person is in an assessment. `position` is a question index, or the question count
 * for the review screen; `returnToReview` is set when they came from the review to change one
 * answer, so Next takes them straight back. `seed` orders the options of this attempt; until the
 * stored progress is restored it is 0, which is not the content's order either.
 */
export interface FlowState {
  answers: Answers;
  position: number;
  seed: number;
  returnToReview: boolean;
  submitted: boolean;
}

export type FlowAction =
  | { type: 'restore'; progress: Progress }
  | { type: 'choose'; questionId: string; option: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'change'; index: number }
  | { type: 'submit' }
  | { type: 'restart'; seed: number };

export const initialFlow: FlowState = { answers: {}, position: 0, seed: 0, returnToReview: false, submitted: false };

export function isComplete(assessment: Assessment, answers: Answers): boolean {
  return assessment.questions.every((question) => answers[question.id] !== undefined);
}

export function answeredCount(assessment: Assessment, answers: Answers): number {
  return assessment.questions.filter((question) => answers[question.id] !== undefined).length;
}

/** The first unanswered question, or the review once every question has an answer. */
function firstGap(assessment: Assessment, answers: Answers): number {
  const gap = assessment.questions.findIndex((question) => answers[question.id] === undefined);
  return gap === -1 ? assessment.questions.length : gap;
}

export function flowReducer(assessment: Assessment, state: FlowState, action: FlowAction): FlowState {
  const reviewIndex = assessment.questions.length;
  const current = assessment.questions[state.position];
  switch (action.type) {
    case 'restore':
      // Never resume past an unanswered question, whatever the stored position says.
      return {
        ...initialFlow,
        answers: action.progress.answers,
        position: Math.min(action.progress.position, firstGap(assessment, action.progress.answers)),
        seed: action.progress.seed,
      };
    case 'choose':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.option } };
    case 'next':
      if (!current || state.answers[current.id] === undefined) return state;
      return { ...state, position: state.returnToReview ? reviewIndex : state.position + 1, returnToReview: false };
    case 'back':
      return { ...state, position: Math.max(0, state.position - 1), returnToReview: false };
    case 'change':
      return { ...state, position: Math.min(Math.max(0, action.index), reviewIndex - 1), returnToReview: true };
    case 'submit':
      return isComplete(assessment, state.answers)
        ? { ...state, submitted: true }
        : { ...state, position: firstGap(assessment, state.answers) };
    case 'restart':
      return { ...initialFlow, seed: action.seed };
  }
}
