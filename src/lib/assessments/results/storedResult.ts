import { type FieldChecks, failingField, isString, isTimestamp, preview, recordOf } from '../../plainChecks.ts';

/** One saved result as the hub and the comparison read it back from `assessment_results`. */
export interface StoredResult {
  /** The id the browser gave the result when saving it; the result's address carries it. */
  client_result_id: string;
  role_id: string;
  overall_score: number;
  level: string;
  dimension_scores: Record<string, number>;
  completed_at: string;
}

const isScore = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;

const resultFields: FieldChecks<StoredResult> = {
  client_result_id: isString,
  role_id: isString,
  overall_score: isScore,
  level: isString,
  dimension_scores: recordOf(isScore),
  completed_at: isTimestamp,
};

/** The columns to select, kept next to the checks that read them. */
export const storedResultColumns = 'client_result_id,role_id,overall_score,level,dimension_scores,completed_at';

/** Rows from the backend, or an error that says which row and field did not fit and what it held. */
export function parseStoredResults(rows: unknown): StoredResult[] {
  const where = Array.isArray(rows) ? firstMisfit(rows) : '(top level)';
  if (where === undefined) return rows as StoredResult[];
  throw new Error(
    `The saved results did not have the expected shape at ${where}: expected scores from 0 to 100 and a timestamp; received ${preview(rows)}.`,
  );
}

function firstMisfit(rows: unknown[]): string | undefined {
  for (const [index, row] of rows.entries()) {
    const field = failingField(row, resultFields);
    if (field !== undefined) return field ? `${index}.${field}` : String(index);
  }
  return undefined;
}
