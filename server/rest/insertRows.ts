import type { Queries } from '../db/database.ts';
import type { TableInfo } from './catalog.ts';
import { requireWritableColumns } from './columns.ts';
import type { Preferences } from './prefer.ts';
import { parseColumnList, parseError } from './queryParams.ts';
import { RestError } from './restError.ts';
import type { RowsAnswer } from './respond.ts';
import { createParams, quoteIdent } from './sqlText.ts';
import { runWrite } from './writeStatement.ts';

type Row = Record<string, unknown>;

/** POST /rest/v1/<table>: one object or an array, optionally an upsert on `on_conflict` columns. */
export async function insertRows(
  tx: Queries,
  table: TableInfo,
  query: URLSearchParams,
  body: unknown,
  prefer: Preferences,
): Promise<RowsAnswer> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject))
    throw new RestError(400, 'PGRST102', `Expected a JSON object or an array of objects; received ${describeReceived(body)}.`);
  const written: unknown[] = [];
  let affected = 0;
  for (const [columns, group] of columnGroups(rows, query, prefer)) {
    requireWritableColumns(table, columns);
    const params = createParams();
    const target = `public.${quoteIdent(table.name)}`;
    const list = columns.map(quoteIdent).join(', ');
    const statement = `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(group))}::json)${conflictClause(table, query, columns, prefer)}`;
    const result = await runWrite(tx, table, statement, params, { representation: prefer.representation, select: query.get('select') });
    if (Array.isArray(result)) written.push(...result);
    else affected += result;
  }
  const total = prefer.countExact ? (prefer.representation ? written.length : affected) : undefined;
  return { rows: written, status: 201, total, withBody: prefer.representation };
}

/**
 * The column lists to insert with. Normally one: `?columns=` or every key of every row, absent
 * keys becoming null, as PostgREST does. With `missing=default`, rows are grouped by their own
 * keys (within `?columns=`) so an absent key takes the column default.
 */
function columnGroups(rows: Row[], query: URLSearchParams, prefer: Preferences): Map<string[], Row[]> {
  const explicit = parseColumnList(query.get('columns'));
  if (rows.length === 0) return new Map();
  if (!prefer.missingDefault) {
    const columns = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (columns.length === 0) throw new RestError(400, 'PGRST204', 'The request body names no columns to insert.');
    return new Map([[columns, rows]]);
  }
  const byKeys = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = Object.keys(row)
      .filter((key) => !explicit || explicit.includes(key))
      .sort();
    if (columns.length === 0) throw new RestError(400, 'PGRST204', 'A row of the request body names no columns to insert.');
    const key = JSON.stringify(columns);
    byKeys.set(key, { columns, rows: [...(byKeys.get(key)?.rows ?? []), row] });
  }
  return new Map([...byKeys.values()].map((group) => [group.columns, group.rows]));
}

function conflictClause(table: TableInfo, query: URLSearchParams, columns: string[], prefer: Preferences): string {
  if (!prefer.resolution) return '';
  const keys =
    query
      .get('on_conflict')
      ?.split(',')
      .map((key) => key.trim()) ?? table.primaryKey;
  if (keys.length === 0) throw parseError(`Upsert on "${table.name}" needs on_conflict columns: the table has no primary key.`);
  requireWritableColumns(table, keys);
  const target = keys.map(quoteIdent).join(', ');
  if (prefer.resolution === 'ignore') return ` on conflict (${target}) do nothing`;
  return ` on conflict (${target}) do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
}

export function isPlainObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeReceived(value: unknown): string {
  if (Array.isArray(value)) return 'an array containing non-objects';
  return value === null ? 'null' : `a ${typeof value}`;
}
