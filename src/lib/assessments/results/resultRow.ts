import type { AssessmentSubmission } from '../submission.ts';
import type { StoredResult } from './storedResult.ts';

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

/** The saved row as the history reads it back, for comparing a retake without a round trip. */
export function storedFromRow(row: ResultRow, completedAt: string): StoredResult {
  return {
    client_result_id: row.client_result_id,
    role_id: row.role_id,
    overall_score: row.overall_score,
    level: row.level,
    dimension_scores: row.dimension_scores,
    completed_at: completedAt,
  };
}
