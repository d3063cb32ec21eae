import type { Queries } from '../db/database.ts';
import type { TableInfo } from './catalog.ts';
import { requiredWhereClause } from './filterSql.ts';
import type { Preferences } from './prefer.ts';
import type { RowsAnswer } from './respond.ts';
import { createParams, quoteIdent } from './sqlText.ts';
import { runWrite, writeAnswer } from './writeStatement.ts';

/** DELETE /rest/v1/<table>?filters: removes every row the filters and RLS allow; without a filter, nothing. */
export async function deleteRows(tx: Queries, table: TableInfo, query: URLSearchParams, prefer: Preferences): Promise<RowsAnswer> {
  const params = createParams();
  const statement = `delete from public.${quoteIdent(table.name)} as _t${requiredWhereClause('DELETE', table, query, params)}`;
  return writeAnswer(
    await runWrite(tx, table, statement, params, { representation: prefer.representation, select: query.get('select') }),
    prefer,
  );
}
