import { useState } from 'react';
import { isComplete, type FlowAction } from '../../lib/assessments/flow.ts';
import { scoreAssessment, type Answers, type AssessmentResult } from '../../lib/assessments/scoring.ts';
import type { Assessment } from '../../lib/assessments/contentSchema.ts';
import type { SubmissionPorts } from '../../lib/assessments/submission.ts';
import type { SaveState } from './SaveStatus.tsx';

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
