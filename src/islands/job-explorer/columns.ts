import type { ColumnKey, ExplorerRow } from './explorerRow.ts';

export type ColumnKind = 'text' | 'share' | 'count' | 'dollars' | 'cents' | 'flag';

export interface ExplorerColumn {
  key: ColumnKey;
  label: string;
  /** Who published the figure, shown under the label. */
  source: string;
  kind: ColumnKind;
}

const microsoft = 'Microsoft, 2025';
const openai = 'OpenAI, 2024';
const bls = 'BLS, May 2024';

/** Every column the explorer shows, sorts, filters and exports, in table order. */
export const explorerColumns: readonly ExplorerColumn[] = [
  { key: 'occupation_title', label: 'Occupation', source: bls, kind: 'text' },
  { key: 'soc_code', label: 'SOC code', source: bls, kind: 'text' },
  { key: 'major_group_name', label: 'Major group', source: bls, kind: 'text' },
  { key: 'employment_2024', label: 'Employment', source: bls, kind: 'count' },
  { key: 'median_annual_wage_2024', label: 'Median annual wage', source: bls, kind: 'dollars' },
  { key: 'median_hourly_wage_2024', label: 'Median hourly wage', source: bls, kind: 'cents' },
  { key: 'median_wage_is_lower_bound', label: 'Wage is a lower bound', source: bls, kind: 'flag' },
  { key: 'ai_applicability_score', label: 'AI applicability', source: microsoft, kind: 'share' },
  { key: 'ai_applicability_score_user', label: 'Applicability, user goals', source: microsoft, kind: 'share' },
  { key: 'ai_applicability_score_ai', label: 'Applicability, AI actions', source: microsoft, kind: 'share' },
  { key: 'coverage_user', label: 'Coverage, user goals', source: microsoft, kind: 'share' },
  { key: 'coverage_ai', label: 'Coverage, AI actions', source: microsoft, kind: 'share' },
  { key: 'completion_user', label: 'Completion, user goals', source: microsoft, kind: 'share' },
  { key: 'completion_ai', label: 'Completion, AI actions', source: microsoft, kind: 'share' },
  { key: 'impact_scope_user', label: 'Impact scope, user goals', source: microsoft, kind: 'share' },
  { key: 'impact_scope_ai', label: 'Impact scope, AI actions', source: microsoft, kind: 'share' },
  { key: 'gpt4_alpha', label: 'GPT-4 alpha', source: openai, kind: 'share' },
  { key: 'gpt4_beta', label: 'GPT-4 beta', source: openai, kind: 'share' },
  { key: 'gpt4_gamma', label: 'GPT-4 gamma', source: openai, kind: 'share' },
  { key: 'human_alpha', label: 'Human alpha', source: openai, kind: 'share' },
  { key: 'human_beta', label: 'Human beta', source: openai, kind: 'share' },
  { key: 'human_gamma', label: 'Human gamma', source: openai, kind: 'share' },
  { key: 'n_onet_occupations', label: 'O*NET occupations averaged', source: openai, kind: 'count' },
];

/** Columns a range filter can bound: every number. */
export const rangeColumns = explorerColumns.filter((column) => column.kind !== 'text' && column.kind !== 'flag');

/** A cell's value as a number for sorting and ranges, or null for text and missing values. */
export function numericValue(row: ExplorerRow, key: ColumnKey): number | null {
  const value = row[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}
