import type { TableInfo } from './catalog.ts';
import { parseError, parseFilters, type Filter } from './queryParams.ts';
import { requireColumn } from './columns.ts';
import { RestError } from './restError.ts';
import { quoteIdent, type Params } from './sqlText.ts';

const comparisons: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const isValues: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/** The WHERE clause for PostgREST filters; every value is a parameter cast to the column's type. */
export function whereClause(table: TableInfo, filters: Filter[], params: Params, alias: string): string {
  if (filters.length === 0) return '';
  const conditions = filters.map((filter) => {
    const type = requireColumn(table, filter.column);
    const condition = conditionFor(`${alias}.${quoteIdent(filter.column)}`, type, filter, params);
    return filter.negated ? `not (${condition})` : condition;
  });
  return ` where ${conditions.join(' and ')}`;
}

/**
 * The WHERE clause of an UPDATE or DELETE, which must have one. Hosted Supabase loads pg-safeupdate
 * for every API request, and PostgREST answers its refusal with 400 and SQLSTATE 21000, so a write
 * that would reach every row is refused here the same way. Only a filter on a column makes a WHERE
 * clause; `select`, `order` and `limit` do not.
 */
export function requiredWhereClause(statement: 'UPDATE' | 'DELETE', table: TableInfo, query: URLSearchParams, params: Params): string {
  const filters = parseFilters(query);
  if (filters.length === 0) throw new RestError(400, '21000', `${statement} requires a WHERE clause`);
  return whereClause(table, filters, params, '_t');
}

function conditionFor(column: string, type: string, filter: Filter, params: Params): string {
  const typed = (value: string) => `(${params.add(value)}::text)::${type}`;
  const comparison = comparisons[filter.operator];
  if (comparison) return `${column} ${comparison} ${typed(filter.value)}`;
  if (filter.operator === 'is') {
    const keyword = isValues[filter.value.toLowerCase()];
    if (!keyword) throw parseError(`is.${filter.value} on "${filter.column}": expected is.null, is.true, is.false or is.unknown.`);
    return `${column} is ${keyword}`;
  }
  if (filter.operator === 'like' || filter.operator === 'ilike') {
    // PostgREST accepts * as the wildcard because % is awkward in URLs.
    return `${column}::text ${filter.operator} ${params.add(filter.value.replaceAll('*', '%'))}::text`;
  }
  if (filter.operator === 'in') {
    const items = listItems(filter.value);
    if (items.length === 0) return 'false';
    return `${column} in (${items.map(typed).join(', ')})`;
  }
  throw parseError(
    `operator "${filter.operator}" on "${filter.column}" is not supported: expected eq, neq, gt, gte, lt, lte, is, in, like or ilike.`,
  );
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function listItems(raw: string): string[] {
  const inner = /^\((.*)\)$/s.exec(raw)?.[1];
  if (inner === undefined) throw parseError(`in.${raw}: expected a list in parentheses, e.g. in.(1,2,3).`);
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((match) =>
    match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim(),
  );
}
