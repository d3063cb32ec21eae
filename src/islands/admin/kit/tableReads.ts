import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from './adminFunctions.ts';
import { checked, listOf, orNull, type Shape } from './answerShape.ts';

/**
 * A tool's usual reads of a table, as the kit's README says they go: a failed query throws
 * queryFailed (its status kept for the retry), an answer of another shape an AnswerShapeError.
 * `what` names the rows in both messages: 'the episodes'.
 */

type QueryResult =
  | { data: unknown; error: null; status: number }
  | { data: unknown; error: { message: string; code?: string }; status: number };

function answered<T>(result: QueryResult, shape: Shape<T>, what: string): T {
  if (result.error) throw queryFailed(`load ${what}`, result);
  return checked(shape, result.data, what);
}

/** The newest rows of a table by `by` (its last change unless said), at most `limit` of them. */
export async function newestRows<T>(
  table: string,
  columns: string,
  row: Shape<T>,
  what: string,
  { by = 'updated_at', limit = 1000 }: { by?: string; limit?: number } = {},
): Promise<T[]> {
  return answered(await (await getSupabase()).from(table).select(columns).order(by, { ascending: false }).limit(limit), listOf(row), what);
}

/** The rows whose `column` holds `value`, in the order of `by`, oldest first: a conversation's messages. */
export async function rowsWhere<T>(
  table: string,
  columns: string,
  [column, value]: [string, string | number],
  by: string,
  row: Shape<T>,
  what: string,
) {
  return answered(
    await (await getSupabase()).from(table).select(columns).eq(column, value).order(by, { ascending: true }),
    listOf(row),
    what,
  );
}

/** One row by its id, or null when there is none. */
export async function rowById<T>(table: string, columns: string, id: string, row: Shape<T>, what: string): Promise<T | null> {
  return answered(await (await getSupabase()).from(table).select(columns).eq('id', id).maybeSingle(), orNull(row), what);
}
