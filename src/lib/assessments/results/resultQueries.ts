import { getSupabase } from '../../auth/supabaseClient.ts';
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
 * The client and the signed-in person's id, to filter their own rows by: RLS alone lets the admin
 * read everyone's, and the admin's results are still their own. (A query builder is a thenable, so
 * it is built by the caller rather than returned from here, where awaiting would run it.)
 */
export async function signedInOwner(signedOut: string) {
  const client = await getSupabase();
  const {
    data: { session },
  } = await client.auth.getSession();
  if (!session) throw new Error(signedOut);
  return { client, userId: session.user.id };
}

/** The signed-in person's own results, newest first. */
export async function ownResults(options: { roleId?: string; limit: number }): Promise<StoredResult[]> {
  const { client, userId } = await signedInOwner('You are signed out, so there are no saved results to show.');
  const mine = client.from(table).select(storedResultColumns).eq('user_id', userId);
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
