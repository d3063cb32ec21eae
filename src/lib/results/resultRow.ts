import type { AssessmentSubmission } from '../../islands/assessment/useSubmission.ts';

/** The insert body for `assessment_results`; `user_id` and `completed_at` default on the server. */
export interface ResultRow {
  client_result_id: string;
  role_id: string;
  content_version: string;
  overall_score: number;
  level: string;
  dimension_scores: Record<string, number>;
  answers: Record<string, number>;
}

export function resultRow(submission: AssessmentSubmission, clientResultId: string, contentVersion: string): ResultRow {
  const { roleId, answers, result } = submission;
  return {
    client_result_id: clientResultId,
    role_id: roleId,
    content_version: contentVersion,
    overall_score: result.overall,
    level: result.level.name,
    dimension_scores: Object.fromEntries(result.dimensions.map((dimension) => [dimension.id, dimension.score])),
    answers: { ...answers },
  };
}
