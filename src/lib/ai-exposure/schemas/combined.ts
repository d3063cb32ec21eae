import { z } from 'zod';
import { shareCell } from '../cells.ts';
import { occupationIdentityColumns, oewsColumns } from './common.ts';

/** `combined_by_soc.csv`: one row per occupation, the file behind the scatter plot. */
export const combinedRowSchema = z.object({
  ...occupationIdentityColumns,
  ...oewsColumns,
  ms_ai_applicability_score: shareCell,
  gpt4_beta: shareCell,
  human_beta: shareCell,
});

export type Occupation = z.output<typeof combinedRowSchema>;
