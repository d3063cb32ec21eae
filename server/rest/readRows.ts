import type { Queries } from '../db/database.ts';
import type { TableInfo } from './catalog.ts';
import { selectList, requireColumn } from './columns.ts';
import { whereClause } from './filterSql.ts';
import { parseCount, parseFilters, parseOrder, parseSelect } from './queryParams.ts';
import type { RowsAnswer } from './respond.ts';
import { createParams, quoteIdent } from './sqlText.ts';

/** GET /rest/v1/<table>: select, filters, order, limit, offset and an optional exact count. */
export async function readRows(tx: Queries, table: TableInfo, query: URLSearchParams, countExact: boolean): Promise<RowsAnswer> {
  const params = createParams();
  const source = `public.${quoteIdent(table.name)} as _t`;
  const where = whereClause(table, parseFilters(query), params, '_t');
  const limit = parseCount(query.get('limit'), 'limit');
  const offset = parseCount(query.get('offset'), 'offset') ?? 0;
  const page = `${orderClause(table, query.get('order'))}${limit === undefined ? '' : ` limit ${limit}`}${offset ? ` offset ${offset}` : ''}`;
  const columns = selectList(table, parseSelect(query.get('select')), '_t');
  const result = await tx.query<{ rows: unknown[] }>(
    `select coalesce(json_agg(_r), '[]'::json) as rows from (select ${columns} from ${source}${where}${page}) as _r`,
    params.values,
  );
  const total = countExact
    ? (await tx.query<{ total: number }>(`select count(*)::int as total from ${source}${where}`, params.values)).rows[0]?.total
    : undefined;
  return { rows: result.rows[0]?.rows ?? [], status: 200, total, offset, withBody: true };
}

function orderClause(table: TableInfo, raw: string | null): string {
  const orderings = parseOrder(raw);
  if (orderings.length === 0) return '';
  const terms = orderings.map(({ column, descending, nulls }) => {
    requireColumn(table, column);
    return `_t.${quoteIdent(column)} ${descending ? 'desc' : 'asc'}${nulls ? ` nulls ${nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}
