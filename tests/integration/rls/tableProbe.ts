import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../support/backend.ts';

/** What is really stored in a table, read as the database owner: its row count and a digest of every row. */
export interface TableState {
  count: number;
  digest: string;
}

export async function tableState(test: TestBackend, table: string): Promise<TableState> {
  const result = await test.backend.deps.db.query<TableState>(
    `select count(*)::int as count, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} as t`,
  );
  return result.rows[0] ?? { count: 0, digest: '' };
}

/** Rows of `table` whose columns hold every value of `values` (as the database owner sees them). */
export async function rowsHolding(test: TestBackend, table: string, values: Record<string, unknown>): Promise<number> {
  const result = await test.backend.deps.db.query<{ count: number }>(
    `select count(*)::int as count from ${table} as t where to_jsonb(t) @> $1::jsonb`,
    [JSON.stringify(values)],
  );
  return result.rows[0]?.count ?? 0;
}

/**
 * A column no row of `table` leaves empty: the first of its primary key, or else its first NOT NULL
 * column. A write filtered on it being present reaches every row, as a write with no filter would;
 * hosted Supabase refuses a write with no filter at all.
 */
export async function columnEveryRowHolds(test: TestBackend, table: string): Promise<string> {
  const result = await test.backend.deps.db.query<{ name: string }>(
    `select a.attname as name
     from pg_attribute as a
     left join pg_index as i on i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey)
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attnotnull
     order by i.indrelid is null, a.attnum
     limit 1`,
    [table],
  );
  const name = result.rows[0]?.name;
  if (!name) throw new Error(`${table} has no NOT NULL column for a write to filter on; give it a primary key.`);
  return name;
}

/** The REST query builder of `schema.name` for this client, as the browser would address it. */
export function restTable(client: SupabaseClient, table: string) {
  const [schema, name] = table.split('.') as [string, string];
  return client.schema(schema).from(name);
}

/** A denial as REST gives it: an error, or a request that reached no row. */
export function isDenied(answer: { error: unknown; data?: unknown; count?: number | null }): boolean {
  if (answer.error) return true;
  if (Array.isArray(answer.data)) return answer.data.length === 0;
  return answer.count === 0;
}
