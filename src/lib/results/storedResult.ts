import { z } from 'zod';

/** One saved result as the hub and the comparison read it back from `assessment_results`. */
export const storedResultSchema = z.object({
  role_id: z.string(),
  overall_score: z.int().min(0).max(100),
  level: z.string(),
  dimension_scores: z.record(z.string(), z.int().min(0).max(100)),
  completed_at: z.iso.datetime({ offset: true }),
});

export type StoredResult = z.infer<typeof storedResultSchema>;

/** The columns to select, kept next to the schema that reads them. */
export const storedResultColumns = 'role_id, overall_score, level, dimension_scores, completed_at';

/** Rows from the backend, or an error that says which row and field did not fit and what it held. */
export function parseStoredResults(rows: unknown): StoredResult[] {
  const parsed = z.array(storedResultSchema).safeParse(rows);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || '(top level)';
  throw new Error(
    `The saved results did not have the expected shape at ${where}: ${issue?.message ?? 'unknown problem'}; received ${JSON.stringify(rows).slice(0, 200)}.`,
  );
}
