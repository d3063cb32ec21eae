import type { Queries } from '../db/database.ts';
import type { TableInfo } from './catalog.ts';
import { selectList } from './columns.ts';
import { parseSelect } from './queryParams.ts';
import type { Preferences } from './prefer.ts';
import type { RowsAnswer } from './respond.ts';
import type { Params } from './sqlText.ts';

export interface WriteOptions {
  representation: boolean;
  /** The `select=` of the request: which columns a representation returns. */
  select: string | null;
}

/**
 * Runs an INSERT, UPDATE or DELETE on `_t`. Only with `return=representation` does it add
 * RETURNING, because RETURNING also applies the table's SELECT policies, and an insert-only
 * table must accept inserts from callers who may not read it back.
 */
export async function runWrite(
  tx: Queries,
  table: TableInfo,
  statement: string,
  params: Params,
  options: WriteOptions,
): Promise<unknown[] | number> {
  if (!options.representation) {
    const result = await tx.query(statement, params.values);
    return result.affectedRows ?? 0;
  }
  const columns = selectList(table, parseSelect(options.select), '_rows');
  const result = await tx.query<{ rows: unknown[] }>(
    `with _rows as (${statement} returning _t.*) select coalesce(json_agg(_r), '[]'::json) as rows from (select ${columns} from _rows) as _r`,
    params.values,
  );
  return result.rows[0]?.rows ?? [];
}

/** PATCH and DELETE answer 200 with the rows, or 204 with no body. */
export function writeAnswer(written: unknown[] | number, prefer: Preferences): RowsAnswer {
  if (Array.isArray(written)) return { rows: written, status: 200, total: prefer.countExact ? written.length : undefined, withBody: true };
  return { rows: [], status: 204, total: prefer.countExact ? written : undefined, withBody: false };
}
