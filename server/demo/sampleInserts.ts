/** How the demo's rows are written: JSON sets of rows, their times on the owner's wall clock. */
import type { Queries } from '../db/database.ts';

/** Rows per INSERT: one statement per chunk keeps each parameter a few megabytes at most. */
const chunkSize = 4000;

export async function insertRows(tx: Queries, rows: readonly unknown[], sql: string, timeZone: string): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + chunkSize)), timeZone]);
  }
}

/** The owner's wall-clock time of a sample row as an instant, in the owner's zone ($2). */
export const instant = (column: string) => `(${column}::timestamp at time zone $2)`;
