import { getSupabase } from '../auth/supabaseClient.ts';
import type { ResultRow } from './resultRow.ts';
import type { InsertAnswer } from './saveResult.ts';
import { parseStoredResults, storedResultColumns, type StoredResult } from './storedResult.ts';

const table = 'assessment_results';

/** REST insert as the signed-in person; RLS sets who owns the row. */
export async function insertResult(row: ResultRow): Promise<InsertAnswer> {
  const client = await getSupabase();
  const { status, error } = await client.from(table).insert(row);
  return { status, error };
}

/**
 * The signed-in person's own results, newest first. Filtered by their id as well as by RLS,
 * because RLS lets the admin read everyone's and the admin's history is still their own.
 */
export async function ownResults(options: { roleId?: string; limit: number }): Promise<StoredResult[]> {
  const client = await getSupabase();
  const {
    data: { session },
  } = await client.auth.getSession();
  if (!session) throw new Error('You are signed out, so there are no saved results to show.');
  const mine = client.from(table).select(storedResultColumns).eq('user_id', session.user.id);
  const query = options.roleId ? mine.eq('role_id', options.roleId) : mine;
  const { data, error } = await query.order('completed_at', { ascending: false }).limit(options.limit);
  if (error) throw new Error(`Your saved results could not be loaded: ${error.message}.`);
  return parseStoredResults(data);
}

/** The latest saved result for one role, or null for a first attempt. */
export async function previousResult(roleId: string): Promise<StoredResult | null> {
  const [latest] = await ownResults({ roleId, limit: 1 });
  return latest ?? null;
}
