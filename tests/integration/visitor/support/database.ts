import type { TestBackend } from '../../support/backend.ts';

/** Rows in a table, read as the superuser, so a test sees what is really stored. */
export async function countRows(test: TestBackend, table: string): Promise<number> {
  const result = await test.backend.deps.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return result.rows[0]?.count ?? 0;
}

/** The stored counts of several tables at once, to compare before and after a run. */
export async function countAll(test: TestBackend, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(test, table);
  return counts;
}
