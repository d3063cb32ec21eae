import type { Database } from '../../server/db/database.ts';
import { bootstrapDatabase } from '../../server/db/bootstrap.ts';
import { createEmptyDatabase } from '../../server/db/initdbSnapshot.ts';
import { eventRows } from '../../functions/analytics-orchestrator/eventRows.ts';
import type { OrchestratorBody } from '../../functions/analytics-orchestrator/schema.ts';

/**
 * One batch, one transaction, with nothing in between: the batch row and its events in a single
 * statement (a statement is its own transaction), the quickest way PGlite takes a batch at a time.
 * The rows are the ones the function would store, shaped by its own eventRows.
 */
const insertBatch = `
  with batch as (
    insert into public.analytics_batches (batch_id, event_count, sent_at) values ($1, $2, $3)
  )
  insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
  select $1, event.name, event.session_id, event.occurred_at, event.url, event.data
  from jsonb_to_recordset($4) as event(name text, session_id text, occurred_at timestamptz, url text, data jsonb)`;

export interface InsertResult {
  elapsedMs: number;
  latenciesMs: number[];
}

/** `clients` loops insert the batches straight into the database, each its next batch as soon as its last is committed. */
export async function insertBaseline(db: Database, batches: readonly OrchestratorBody[], clients: number): Promise<InsertResult> {
  // Shaped before the clock starts: the baseline times the database alone.
  const statements = batches.map((batch) => [batch.batchId, batch.events.length, batch.timestamp, JSON.stringify(eventRows(batch))]);
  const latenciesMs: number[] = [];
  let next = 0;
  const client = async () => {
    for (let params = statements[next++]; params !== undefined; params = statements[next++]) {
      const startedAt = performance.now();
      await db.query(insertBatch, params);
      latenciesMs.push(performance.now() - startedAt);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { elapsedMs: performance.now() - startedAt, latenciesMs };
}

/** A bare PGlite in memory with the product's schema (every migration), and nothing in front of it. */
export async function openBaselineDatabase(): Promise<Database> {
  const db = await createEmptyDatabase();
  await bootstrapDatabase(db, []);
  return db;
}
