import type { TableInfo } from './catalog.ts';
import { RestError } from './restError.ts';
import { quoteIdent } from './sqlText.ts';

/** The column's SQL type, or the 400 PostgREST gives for a column the table does not have. */
export function requireColumn(table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (!type) throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
  return type;
}

/** The column list of a SELECT or RETURNING, checked against the catalog. */
export function selectList(table: TableInfo, columns: '*' | string[], alias: string): string {
  if (columns === '*') return `${alias}.*`;
  return columns
    .map((column) => {
      requireColumn(table, column);
      return `${alias}.${quoteIdent(column)}`;
    })
    .join(', ');
}

/** Columns a write names: each must exist, as PostgREST's PGRST204 says otherwise. */
export function requireWritableColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column))
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
  }
}
