import { useState } from 'react';
import { isComplete, type FlowAction } from '../../lib/assessments/flow.ts';
import { scoreAssessment, type Answers, type AssessmentResult } from '../../lib/assessments/scoring.ts';
import type { Assessment } from '../../lib/assessments/schema/index.ts';
import type { SaveState } from './SaveStatus.tsx';

/** What the page's save port receives: the role, the answers given and the scored result. */
export interface AssessmentSubmission {
  roleId: string;
  answers: Answers;
  result: AssessmentResult;
}

export interface SubmissionPorts {
  /** Stores the result for the signed-in person; rejects with an Error whose message a person can read. */
  saveResult(submission: AssessmentSubmission): Promise<void>;
  /** Queues an analytics event; the page's queue drops it when analytics consent is missing. */
  track(event: 'assessment_complete', data: { role: string; score: number; level: string }): void;
}

/**
 * Scores and submits once every question is answered: the analytics event goes out once per
 * submission, and the saved progress is cleared only after the result is safely stored.
 */
export function useSubmission(
  roleId: string,
  assessment: Assessment,
  ports: SubmissionPorts,
  dispatch: (action: FlowAction) => void,
  clearProgress: () => void,
) {
  const [submitted, setSubmitted] = useState<{ result: AssessmentResult; answers: Answers } | undefined>();
  const [save, setSave] = useState<SaveState>({ kind: 'saving' });

  function store(answers: Answers, result: AssessmentResult) {
    setSave({ kind: 'saving' });
    ports.saveResult({ roleId, answers, result }).then(
      () => {
        setSave({ kind: 'saved' });
        clearProgress();
      },
      (error: unknown) => setSave({ kind: 'failed', message: error instanceof Error ? error.message : 'the service did not answer.' }),
    );
  }

  function submit(answers: Answers) {
    dispatch({ type: 'submit' });
    if (!isComplete(assessment, answers)) return;
    const result = scoreAssessment(assessment, answers);
    setSubmitted({ result, answers });
    ports.track('assessment_complete', { role: roleId, score: result.overall, level: result.level.name });
    store(answers, result);
  }

  return {
    result: submitted?.result,
    save,
    submit,
    retry: () => submitted && store(submitted.answers, submitted.result),
    reset: () => setSubmitted(undefined),
  };
}
