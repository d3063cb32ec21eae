import { z } from 'zod';
import { shareCell, wholeNumberCell } from '../cells.ts';
import { occupationIdentityColumns, oewsColumns } from './common.ts';

/** `gpts_are_gpts_by_soc.csv`: OpenAI "GPTs are GPTs" exposure, averaged to SOC codes. */
export const gptsAreGptsRowSchema = z.object({
  ...occupationIdentityColumns,
  n_onet_occupations: wholeNumberCell,
  gpt4_alpha: shareCell,
  gpt4_beta: shareCell,
  gpt4_gamma: shareCell,
  human_alpha: shareCell,
  human_beta: shareCell,
  human_gamma: shareCell,
  ...oewsColumns,
});

export type GptsAreGptsRow = z.output<typeof gptsAreGptsRowSchema>;
