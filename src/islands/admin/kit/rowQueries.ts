import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from './adminFunctions.ts';
import { checked, listOf, orNull, type Shape } from './answerShape.ts';

/**
 * A tool's usual queries of a table, as the kit's README says reads go: a failed query throws
 * queryFailed (its status kept for the retry), an answer of another shape an AnswerShapeError.
 * `what` names the rows in both messages: 'the episodes'.
 */

type QueryResult =
  | { data: unknown; error: null; status: number }
  | { data: unknown; error: { message: string; code?: string }; status: number };

/** A query's answer as `shape` says, or the failure to `verb` (load, save) `what`. */
export function answered<T>(result: QueryResult, shape: Shape<T>, what: string, verb = 'load'): T {
  if (result.error) throw queryFailed(`${verb} ${what}`, result);
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

/** The rows of a table in the order of `by`, first first (a board's positions, names A to Z), at most `limit` of them. */
export async function rowsInOrder<T>(
  table: string,
  row: Shape<T> & { columns: string },
  what: string,
  { by, limit }: { by: string; limit: number },
) {
  return answered(await (await getSupabase()).from(table).select(row.columns).order(by).limit(limit), listOf(row), what);
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

/** The one row of a table that holds exactly one (the show, the biography), made by its migration. */
export async function onlyRow<T>(table: string, columns: string, row: Shape<T>, what: string): Promise<T> {
  const found = answered(await (await getSupabase()).from(table).select(columns).maybeSingle(), orNull(row), what);
  if (found === null) throw new Error(`The row of ${what} is missing from the database: run the migrations again.`);
  return found;
}

/** Changes the one row of such a table, and answers it as stored. */
export async function changeOnlyRow<T>(table: string, change: object, columns: string, row: Shape<T>, what: string): Promise<T> {
  return answered(await (await getSupabase()).from(table).update(change).eq('id', true).select(columns).single(), row, what, 'save');
}
