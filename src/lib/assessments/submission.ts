import type { Answers, AssessmentResult } from './scoring.ts';

/** What the page's save port receives: the role, the answers given and the scored result. */
export interface AssessmentSubmission {
  roleId: string;
  answers: Answers;
  result: AssessmentResult;
}

/** What a finished assessment does outside the island: store the result and report the completion. */
export interface SubmissionPorts {
  /** Stores the result for the signed-in person; rejects with an Error whose message a person can read. */
  saveResult(submission: AssessmentSubmission): Promise<void>;
  /** Queues an analytics event; the page's queue drops it when analytics consent is missing. */
  track(event: 'assessment_complete', data: { role: string; score: number; level: string }): void;
}
