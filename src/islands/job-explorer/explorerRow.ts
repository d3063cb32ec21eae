import { type FieldChecks, failingField, isBoolean, isRecord, isString, isWholeNumber, orNull, preview } from '../../lib/plainChecks.ts';

/**
 * One occupation as the explorer receives it: every column of the Microsoft and OpenAI files,
 * keyed by the source files' own column names (so the export reads like the sources), with
 * null where BLS publishes no value.
 */
export interface ExplorerRow {
  soc_code: string;
  occupation_title: string;
  major_group_code: string;
  major_group_name: string;
  employment_2024: number | null;
  median_annual_wage_2024: number | null;
  median_hourly_wage_2024: number | null;
  median_wage_is_lower_bound: boolean | null;
  ai_applicability_score: number;
  ai_applicability_score_user: number;
  ai_applicability_score_ai: number;
  coverage_user: number;
  coverage_ai: number;
  completion_user: number;
  completion_ai: number;
  impact_scope_user: number;
  impact_scope_ai: number;
  n_onet_occupations: number;
  gpt4_alpha: number;
  gpt4_beta: number;
  gpt4_gamma: number;
  human_alpha: number;
  human_beta: number;
  human_gamma: number;
}

export type ColumnKey = keyof ExplorerRow;

const share = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;
const matching =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    isString(value) && pattern.test(value);

const rowFields: FieldChecks<ExplorerRow> = {
  soc_code: matching(/^\d{2}-\d{4}$/),
  occupation_title: isString,
  major_group_code: matching(/^\d{2}-0000$/),
  major_group_name: isString,
  employment_2024: orNull(isWholeNumber),
  median_annual_wage_2024: orNull(isWholeNumber),
  median_hourly_wage_2024: orNull((value): value is number => typeof value === 'number' && value >= 0),
  median_wage_is_lower_bound: orNull(isBoolean),
  ai_applicability_score: share,
  ai_applicability_score_user: share,
  ai_applicability_score_ai: share,
  coverage_user: share,
  coverage_ai: share,
  completion_user: share,
  completion_ai: share,
  impact_scope_user: share,
  impact_scope_ai: share,
  n_onet_occupations: isWholeNumber,
  gpt4_alpha: share,
  gpt4_beta: share,
  gpt4_gamma: share,
  human_alpha: share,
  human_beta: share,
  human_gamma: share,
};

/** The fetched file, checked before anything is drawn: the error names the row and field that differ. */
export function parseExplorerPayload(json: unknown): ExplorerRow[] {
  const rows = isRecord(json) ? json.rows : undefined;
  if (!Array.isArray(rows)) throw misfit('its top level', json);
  for (const [index, row] of rows.entries()) {
    const field = failingField(row, rowFields);
    if (field !== undefined)
      throw misfit(`rows.${index}${field ? `.${field}` : ''}`, field ? (row as Record<string, unknown>)[field] : row);
  }
  return rows as ExplorerRow[];
}

function misfit(where: string, received: unknown): Error {
  return new Error(
    `The explorer data at ${where} does not fit: received ${preview(received)}. Expected { rows: [...] } with one object per occupation.`,
  );
}
