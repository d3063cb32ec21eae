import { describeChange } from './compare.ts';
import type { StoredResult } from './storedResult.ts';

export interface HistoryRow {
  result: StoredResult;
  /** Points since the previous result for the same role ("+7"), or undefined for a first result. */
  change: string | undefined;
}

/** Newest first, each result with its change since the one before it for the same role. */
export function historyRows(results: readonly StoredResult[]): HistoryRow[] {
  const newestFirst = [...results].sort((a, b) => Date.parse(b.completed_at) - Date.parse(a.completed_at));
  return newestFirst.map((result, index) => {
    const before = newestFirst.slice(index + 1).find((older) => older.role_id === result.role_id);
    return { result, change: before ? describeChange(result.overall_score, before.overall_score) : undefined };
  });
}

/** Each role's newest result, newest first: what the signed-in home offers to reopen. */
export function latestPerRole(results: readonly StoredResult[]): StoredResult[] {
  const newestFirst = [...results].sort((a, b) => Date.parse(b.completed_at) - Date.parse(a.completed_at));
  return newestFirst.filter((result, index) => newestFirst.findIndex((other) => other.role_id === result.role_id) === index);
}
