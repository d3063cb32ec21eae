import type { Database } from '../../server/db/database.ts';
import { bootstrapDatabase } from '../../server/db/bootstrap.ts';
import { createEmptyDatabase } from '../../server/db/initdbSnapshot.ts';
import { eventRows } from '../../functions/analytics-orchestrator/eventRows.ts';
import type { OrchestratorBody } from '../../functions/analytics-orchestrator/schema.ts';

const insertBatchRow = 'insert into public.analytics_batches (batch_id, event_count, sent_at) values ($1, $2, $3)';
/** The events of batch $1, from the JSON array in parameter `rows`. */
const insertEvents = (rows: string) => `
  insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
  select $1, event.name, event.session_id, event.occurred_at, event.url, event.data
  from jsonb_to_recordset(${rows}) as event(name text, session_id text, occurred_at timestamptz, url text, data jsonb)`;

/**
 * Two ways to store one batch in one transaction, with nothing in front of the database:
 * - `transaction`: BEGIN, the batch row, its events, COMMIT, as one writes it by hand;
 * - `statement`: the batch row and its events in one statement (a statement is its own
 *   transaction), the quickest way PGlite takes a batch at a time.
 */
export type BaselineForm = 'transaction' | 'statement';

/** Parameters: the batch id, its event count, when it was sent, and its events as JSON. */
const insertBatch: Record<BaselineForm, (db: Database, params: unknown[]) => Promise<unknown>> = {
  transaction: (db, [id, count, sentAt, rows]) =>
    db.transaction(async (tx) => {
      await tx.query(insertBatchRow, [id, count, sentAt]);
      await tx.query(insertEvents('$2'), [id, rows]);
    }),
  statement: (db, params) => db.query(`with batch as (${insertBatchRow}) ${insertEvents('$4')}`, params),
};

export interface InsertResult {
  elapsedMs: number;
  latenciesMs: number[];
}

/**
 * `clients` loops insert the batches straight into the database, each its next batch as soon as
 * its last is committed. The rows are the ones the function would store, shaped by its own
 * eventRows before the clock starts: the baseline times the database alone.
 */
export async function insertBaseline(
  db: Database,
  batches: readonly OrchestratorBody[],
  clients: number,
  form: BaselineForm,
): Promise<InsertResult> {
  const statements = batches.map((batch) => [batch.batchId, batch.events.length, batch.timestamp, JSON.stringify(eventRows(batch))]);
  const latenciesMs: number[] = [];
  let next = 0;
  const client = async () => {
    for (let params = statements[next++]; params !== undefined; params = statements[next++]) {
      const startedAt = performance.now();
      await insertBatch[form](db, params);
      latenciesMs.push(performance.now() - startedAt);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { elapsedMs: performance.now() - startedAt, latenciesMs };
}

/** A bare PGlite in memory, on the calling thread, with the product's schema (every migration) and nothing in front of it. */
export async function openBaselineDatabase(): Promise<Database> {
  const db = await createEmptyDatabase();
  await bootstrapDatabase(db, []);
  return db;
}
