import { z } from 'zod';
import { shareCell } from '../cells.ts';
import { occupationIdentityColumns, oewsColumns } from './common.ts';

/** `working_with_ai_by_soc.csv`: Microsoft's "Working with AI" metrics per occupation. */
export const workingWithAiRowSchema = z.object({
  ...occupationIdentityColumns,
  ai_applicability_score: shareCell,
  ai_applicability_score_user: shareCell,
  ai_applicability_score_ai: shareCell,
  coverage_user: shareCell,
  coverage_ai: shareCell,
  completion_user: shareCell,
  completion_ai: shareCell,
  impact_scope_user: shareCell,
  impact_scope_ai: shareCell,
  ...oewsColumns,
});

export type WorkingWithAiRow = z.output<typeof workingWithAiRowSchema>;
