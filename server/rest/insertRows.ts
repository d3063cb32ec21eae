import type { Transaction } from '@electric-sql/pglite';
import type { TableInfo } from './catalog.ts';
import { requireWritableColumns } from './columns.ts';
import type { Preferences } from './prefer.ts';
import { parseColumnList, parseError } from './queryParams.ts';
import { RestError } from './restError.ts';
import type { RowsAnswer } from './respond.ts';
import { createParams, quoteIdent } from './sqlText.ts';
import { runWrite } from './writeStatement.ts';

/** POST /rest/v1/<table>: one object or an array, optionally an upsert on `on_conflict` columns. */
export async function insertRows(tx: Transaction, table: TableInfo, query: URLSearchParams, body: unknown, prefer: Preferences): Promise<RowsAnswer> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw new RestError(400, 'PGRST102', `Expected a JSON object or an array of objects; received ${describe(body)}.`);
  if (rows.length === 0) return { rows: [], status: 201, withBody: prefer.representation };
  const columns = parseColumnList(query.get('columns')) ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) throw new RestError(400, 'PGRST204', 'The request body names no columns to insert.');
  requireWritableColumns(table, columns);

  const params = createParams();
  const target = `public.${quoteIdent(table.name)}`;
  const list = columns.map(quoteIdent).join(', ');
  const statement = `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)${conflictClause(table, query, columns, prefer)}`;
  const written = await runWrite(tx, table, statement, params, { representation: prefer.representation, select: query.get('select') });
  return Array.isArray(written)
    ? { rows: written, status: 201, total: prefer.countExact ? written.length : undefined, withBody: true }
    : { rows: [], status: 201, total: prefer.countExact ? written : undefined, withBody: false };
}

function conflictClause(table: TableInfo, query: URLSearchParams, columns: string[], prefer: Preferences): string {
  if (!prefer.resolution) return '';
  const keys = query.get('on_conflict')?.split(',').map((key) => key.trim()) ?? table.primaryKey;
  if (keys.length === 0) throw parseError(`Upsert on "${table.name}" needs on_conflict columns: the table has no primary key.`);
  requireWritableColumns(table, keys);
  const target = keys.map(quoteIdent).join(', ');
  if (prefer.resolution === 'ignore') return ` on conflict (${target}) do nothing`;
  return ` on conflict (${target}) do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array containing non-objects';
  return value === null ? 'null' : `a ${typeof value}`;
}
