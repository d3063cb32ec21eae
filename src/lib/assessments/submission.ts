import type { Answers, AssessmentResult } from './scoring.ts';

/** What a save receives: the role, the answers given and the scored result. */
export interface AssessmentSubmission {
  roleId: string;
  answers: Answers;
  result: AssessmentResult;
}
