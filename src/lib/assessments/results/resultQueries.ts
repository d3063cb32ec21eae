import { rest, signedInUserId } from '../../auth/readerBackend.ts';
import type { ResultRow } from './resultRow.ts';
import type { InsertAnswer } from './saveResult.ts';
import { parseStoredResults, storedResultColumns, type StoredResult } from './storedResult.ts';

const table = 'assessment_results';

/** REST insert as the signed-in person; RLS sets who owns the row. */
export async function insertResult(row: ResultRow): Promise<InsertAnswer> {
  const { status, error } = await rest(table, { method: 'POST', body: row, prefer: 'return=minimal' });
  return { status, error };
}

/**
 * The signed-in person's id, to filter their own rows by: RLS alone lets the admin read everyone's,
 * and the admin's results are still their own.
 */
export async function signedInOwner(signedOut: string): Promise<string> {
  const userId = await signedInUserId();
  if (userId === null) throw new Error(signedOut);
  return userId;
}

/** The signed-in person's own results, newest first. */
export async function ownResults(options: { roleId?: string; limit: number }): Promise<StoredResult[]> {
  const userId = await signedInOwner('You are signed out, so there are no saved results to show.');
  const filters = new URLSearchParams({ select: storedResultColumns, user_id: `eq.${userId}` });
  if (options.roleId) filters.set('role_id', `eq.${options.roleId}`);
  filters.set('order', 'completed_at.desc');
  filters.set('limit', String(options.limit));
  const { data, error } = await rest(`${table}?${filters}`);
  if (error) throw new Error(`Your saved results could not be loaded: ${error.message}.`);
  return parseStoredResults(data);
}

/** The latest saved result for one role, or null for a first attempt. */
export async function previousResult(roleId: string): Promise<StoredResult | null> {
  const [latest] = await ownResults({ roleId, limit: 1 });
  return latest ?? null;
}
