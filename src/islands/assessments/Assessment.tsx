import { useState, type ReactNode } from 'react';
import { answeredCount } from '../../lib/assessments/flow.ts';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import { optionOrder, randomSeed } from '../../lib/assessments/optionOrder.ts';
import type { ProgressStorage } from '../../lib/assessments/progress.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { ResultView } from './ResultView.tsx';
import { ReviewList } from './ReviewList.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useAssessmentFlow } from './useAssessmentFlow.ts';
import type { SubmissionPorts } from '../../lib/assessments/submission.ts';
import { useSubmission } from './useSubmission.ts';

export interface AssessmentProps extends SubmissionPorts {
  content: AssessmentContent;
  /** Where in-progress answers are kept (localStorage in the browser); without it a reload starts afresh. */
  storage?: ProgressStorage;
  /** Shown above the questions, never with the result. */
  intro?: ReactNode;
  /** What can be done with a result once shown (print, share), under its save status. */
  resultActions?: (result: AssessmentResult) => ReactNode;
  /** More to show with a result, after its chart: the page's comparison and occupations. */
  resultExtras?: (result: AssessmentResult) => ReactNode;
  /** Called when the person starts again from a result. */
  onRestart?(): void;
}

/** One role's assessment: a question at a time, a review, then the result. */
export function Assessment({ content, storage, saveResult, track, intro, resultActions, resultExtras, onRestart }: AssessmentProps) {
  const { roleId, assessment } = content;
  const { state, dispatch, restored, clearProgress } = useAssessmentFlow(roleId, assessment, storage);
  const submission = useSubmission(roleId, assessment, { saveResult, track }, dispatch, clearProgress);
  // Focus moves with the steps only after the person has acted, never on first load.
  const [moved, setMoved] = useState(false);
  const act = (action: Parameters<typeof dispatch>[0]) => {
    setMoved(true);
    dispatch(action);
  };

  if (state.submitted && submission.result) {
    const restart = () => {
      clearProgress();
      submission.reset();
      act({ type: 'restart', seed: randomSeed() });
      onRestart?.();
    };
    const status = (
      <div className="space-y-3">
        <SaveStatus state={submission.save} onRetry={submission.retry} />
        {resultActions?.(submission.result)}
      </div>
    );
    return (
      <ResultView content={content} result={submission.result} status={status} onRestart={restart}>
        {resultExtras?.(submission.result)}
      </ResultView>
    );
  }

  const total = assessment.questions.length;
  const question = assessment.questions[state.position];
  return (
    <div className="space-y-6">
      {intro}
      <ProgressBar answered={answeredCount(assessment, state.answers)} total={total} />
      {question ? (
        <QuestionStep
          key={question.id}
          question={question}
          order={optionOrder(question, state.seed)}
          orderKnown={restored}
          number={state.position + 1}
          total={total}
          answer={state.answers[question.id]}
          returnToReview={state.returnToReview}
          focusOnMount={moved}
          onChoose={(option) => dispatch({ type: 'choose', questionId: question.id, option })}
          onNext={() => act({ type: 'next' })}
          onBack={() => act({ type: 'back' })}
        />
      ) : (
        <ReviewList
          assessment={assessment}
          answers={state.answers}
          focusOnMount={moved}
          onChange={(index) => act({ type: 'change', index })}
          onBack={() => act({ type: 'back' })}
          onSubmit={() => {
            setMoved(true);
            submission.submit(state.answers);
          }}
        />
      )}
    </div>
  );
}
