import type { Queries } from '../db/database.ts';
import type { TableInfo } from './catalog.ts';
import { requireWritableColumns } from './columns.ts';
import { requiredWhereClause } from './filterSql.ts';
import { describeReceived, isPlainObject } from './insertRows.ts';
import type { Preferences } from './prefer.ts';
import { RestError } from './restError.ts';
import type { RowsAnswer } from './respond.ts';
import { createParams, quoteIdent } from './sqlText.ts';
import { runWrite, writeAnswer } from './writeStatement.ts';

/** PATCH /rest/v1/<table>?filters: sets the body's columns on every row the filters and RLS allow; without a filter, on none. */
export async function updateRows(
  tx: Queries,
  table: TableInfo,
  query: URLSearchParams,
  body: unknown,
  prefer: Preferences,
): Promise<RowsAnswer> {
  if (!isPlainObject(body))
    throw new RestError(400, 'PGRST102', `Expected a JSON object of columns to update; received ${describeReceived(body)}.`);
  const columns = Object.keys(body);
  if (columns.length === 0) return { rows: [], status: prefer.representation ? 200 : 204, withBody: prefer.representation };
  requireWritableColumns(table, columns);
  const params = createParams();
  const target = `public.${quoteIdent(table.name)}`;
  const values = `json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json) as _v`;
  const assignments = columns.map((column) => `${quoteIdent(column)} = _v.${quoteIdent(column)}`).join(', ');
  const statement = `update ${target} as _t set ${assignments} from ${values}${requiredWhereClause('UPDATE', table, query, params)}`;
  return writeAnswer(
    await runWrite(tx, table, statement, params, { representation: prefer.representation, select: query.get('select') }),
    prefer,
  );
}
