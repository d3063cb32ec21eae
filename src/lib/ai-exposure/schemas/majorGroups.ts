import { z } from 'zod';
import { majorGroupCodeCell, shareCell, textCell, wholeNumberCell } from '../cells.ts';

/** `major_groups.csv`: the 22 SOC major groups, the file behind the heatmap. */
export const majorGroupRowSchema = z.object({
  major_group_code: majorGroupCodeCell,
  major_group_name: textCell,
  n_occupations: wholeNumberCell,
  employment_2024: wholeNumberCell,
  scored_employment_2024: wholeNumberCell,
  median_annual_wage_2024: wholeNumberCell,
  ms_ai_applicability_score_empw: shareCell,
  gpt4_beta_empw: shareCell,
  human_beta_empw: shareCell,
});

export type MajorGroup = z.output<typeof majorGroupRowSchema>;
