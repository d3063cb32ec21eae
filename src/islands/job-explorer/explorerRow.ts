import * as z from 'zod/mini';

const share = z.number().check(z.gte(0), z.lte(1));
const wholeNumber = z.int().check(z.gte(0));

/**
 * One occupation as the explorer receives it: every column of the Microsoft and OpenAI files,
 * keyed by the source files' own column names (so the export reads like the sources), with
 * null where BLS publishes no value.
 */
export const explorerRowSchema = z.object({
  soc_code: z.string().check(z.regex(/^\d{2}-\d{4}$/)),
  occupation_title: z.string(),
  major_group_code: z.string().check(z.regex(/^\d{2}-0000$/)),
  major_group_name: z.string(),
  employment_2024: z.nullable(wholeNumber),
  median_annual_wage_2024: z.nullable(wholeNumber),
  median_hourly_wage_2024: z.nullable(z.number().check(z.gte(0))),
  median_wage_is_lower_bound: z.nullable(z.boolean()),
  ai_applicability_score: share,
  ai_applicability_score_user: share,
  ai_applicability_score_ai: share,
  coverage_user: share,
  coverage_ai: share,
  completion_user: share,
  completion_ai: share,
  impact_scope_user: share,
  impact_scope_ai: share,
  n_onet_occupations: wholeNumber,
  gpt4_alpha: share,
  gpt4_beta: share,
  gpt4_gamma: share,
  human_alpha: share,
  human_beta: share,
  human_gamma: share,
});

export type ExplorerRow = z.infer<typeof explorerRowSchema>;
export type ColumnKey = keyof ExplorerRow;

export const explorerPayloadSchema = z.object({ rows: z.array(explorerRowSchema) });

/** The fetched file, checked before anything is drawn: the error names the row and field that differ. */
export function parseExplorerPayload(json: unknown): ExplorerRow[] {
  const result = explorerPayloadSchema.safeParse(json);
  if (result.success) return result.data.rows;
  const issue = result.error.issues[0]!;
  throw new Error(
    `The explorer data at ${issue.path.join('.') || 'its top level'} does not fit: ${issue.message}. Expected { rows: [...] } with one object per occupation.`,
  );
}
