import type { Database } from '../db/database.ts';
import { RestError } from './restError.ts';

export interface TableInfo {
  name: string;
  columns: Map<string, string>;
  primaryKey: string[];
}
export interface FunctionInfo {
  name: string;
  args: { name: string; type: string }[];
  returnsSet: boolean;
  returnType: string;
}

/**
 * What the API may name: tables, views and functions of schema public, with column and argument
 * types. Loaded lazily and reloaded once when a name is missing, so new migrations show up.
 */
export function createCatalog(db: Database) {
  let tables: Map<string, TableInfo> | undefined;
  let functions: Map<string, FunctionInfo[]> | undefined;

  async function reload(): Promise<void> {
    const [tableRows, functionRows] = await Promise.all([db.query<TableRow>(tablesQuery), db.query<FunctionInfo>(functionsQuery)]);
    tables = new Map(
      tableRows.rows.map((row) => [
        row.name,
        { name: row.name, columns: new Map(row.columns.map((c) => [c.name, c.type])), primaryKey: row.primary_key },
      ]),
    );
    functions = new Map();
    for (const info of functionRows.rows) functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }

  return {
    async table(name: string): Promise<TableInfo> {
      if (!tables?.has(name)) await reload();
      const table = tables?.get(name);
      if (!table) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
      return table;
    },
    async function(name: string, argNames: string[]): Promise<FunctionInfo> {
      if (!functions?.has(name)) await reload();
      const match = functions?.get(name)?.find((info) => argNames.every((arg) => info.args.some((a) => a.name === arg)));
      if (!match)
        throw new RestError(404, 'PGRST202', `Could not find the function public.${name}(${argNames.join(', ')}) in the schema cache`);
      return match;
    },
  };
}

interface TableRow {
  name: string;
  columns: { name: string; type: string }[];
  primary_key: string[];
}

const tablesQuery = `
  select c.relname as name,
    (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
       from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    coalesce((select json_agg(a.attname) from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = c.oid and i.indisprimary), '[]'::json) as primary_key
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const functionsQuery = `
  select p.proname as name, p.proretset as "returnsSet", format_type(p.prorettype, null) as "returnType",
    coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.ord)
       from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames,
                   coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs]))) with ordinality as a(type, name, mode, ord)
       where a.mode in ('i', 'b', 'v')), '[]'::json) as args
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f'`;
