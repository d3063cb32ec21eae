/**
 * The admin explorer's rows, built at build time from the two full source files: Microsoft's
 * "Working with AI" metrics joined to OpenAI's "GPTs are GPTs" ratings by SOC code. Served as
 * a static JSON file (src/pages/data/ai-exposure-explorer.json.ts) fetched only by the admin's
 * browser, so no page carries it in its HTML.
 */
import gptsCsv from '../../data/ai-exposure/gpts_are_gpts_by_soc.csv?raw';
import workingCsv from '../../data/ai-exposure/working_with_ai_by_soc.csv?raw';
import { readTable } from '../../lib/ai-exposure/readTable.ts';
import { gptsAreGptsRowSchema, type GptsAreGptsRow } from '../../lib/ai-exposure/schemas/gptsAreGpts.ts';
import { workingWithAiRowSchema, type WorkingWithAiRow } from '../../lib/ai-exposure/schemas/workingWithAi.ts';
import type { ExplorerRow } from '../../islands/job-explorer/explorerRow.ts';

/** Where the build writes the explorer's rows; the explorer page hands this path to its island. */
export const explorerDataPath = '/data/ai-exposure-explorer.json';

const sharedColumns = [
  'major_group_code',
  'major_group_name',
  'employment_2024',
  'median_annual_wage_2024',
  'median_hourly_wage_2024',
  'median_wage_is_lower_bound',
] as const;

/** One row per SOC code; throws, naming the code, where the two files disagree on who or what it is. */
export function joinExplorerRows(working: readonly WorkingWithAiRow[], gpts: readonly GptsAreGptsRow[]): ExplorerRow[] {
  const bySoc = new Map(gpts.map((row) => [row.soc_code, row]));
  if (bySoc.size !== working.length)
    throw new Error(`The OpenAI file has ${bySoc.size} SOC codes; expected the ${working.length} of the Microsoft file.`);
  return working.map((ms) => {
    const oa = bySoc.get(ms.soc_code);
    if (!oa)
      throw new Error(
        `${ms.soc_code} is in working_with_ai_by_soc.csv but not in gpts_are_gpts_by_soc.csv; expected both files to list it.`,
      );
    // Titles come from BLS, or from each source where BLS has no such code (only in capitals do they differ).
    const sameTitle = ms.occupation_title.toLowerCase() === oa.occupation_title.toLowerCase();
    const differing = [...(sameTitle ? [] : ['occupation_title']), ...sharedColumns.filter((column) => ms[column] !== oa[column])];
    if (differing.length > 0)
      throw new Error(
        `${ms.soc_code} differs between the two files in ${differing.join(', ')}; expected the same occupation and BLS values.`,
      );
    return {
      ...ms,
      n_onet_occupations: oa.n_onet_occupations,
      gpt4_alpha: oa.gpt4_alpha,
      gpt4_beta: oa.gpt4_beta,
      gpt4_gamma: oa.gpt4_gamma,
      human_alpha: oa.human_alpha,
      human_beta: oa.human_beta,
      human_gamma: oa.human_gamma,
    };
  });
}

export function explorerRows(): ExplorerRow[] {
  return joinExplorerRows(
    readTable('working_with_ai_by_soc.csv', workingCsv, workingWithAiRowSchema),
    readTable('gpts_are_gpts_by_soc.csv', gptsCsv, gptsAreGptsRowSchema),
  );
}
