import type { Database } from '../../server/db/database.ts';
import { median } from './summary.ts';

export interface IngestFigures {
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Stored events over the transactions that stored them, read from the rows themselves. */
  eventsPerTransaction: number;
  /** CPU time per batch of every thread but the clients': the database's, and for the product the server's. */
  cpuUsPerBatch: number;
}

/** The nearest-rank percentile: the smallest value that at least `fraction` of the values do not pass. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/**
 * How the given batches' events were stored: how many, and in how many transactions. Every row
 * keeps the id of the transaction that inserted it (xmin), so the count cannot be made up by the
 * code under test.
 */
export async function storedShape(db: Database, batchIds: readonly string[]): Promise<{ events: number; transactions: number }> {
  const { rows } = await db.query<{ events: number; transactions: number }>(
    `select count(*)::int as events, count(distinct xmin::text)::int as transactions
     from public.analytics_events where batch_id = any($1::uuid[])`,
    [batchIds],
  );
  return rows[0] ?? { events: 0, transactions: 0 };
}

/** What one side measured in a round: the wall time, each batch's latency, and the CPU time it took. */
export interface RoundRun {
  elapsedMs: number;
  latenciesMs: number[];
  cpuUs: number;
}

/** The figures of a round in which `batches` batches of `eventsPerBatch` events were sent and stored as `stored` says. */
export function roundFigures(run: RoundRun, batches: number, stored: { events: number; transactions: number }): IngestFigures {
  return {
    eventsPerSecond: stored.events / (run.elapsedMs / 1000),
    p50Ms: percentile(run.latenciesMs, 0.5),
    p99Ms: percentile(run.latenciesMs, 0.99),
    eventsPerTransaction: stored.events / stored.transactions,
    cpuUsPerBatch: run.cpuUs / batches,
  };
}

/** Each figure's median over the rounds. */
export function medianFigures(rounds: readonly IngestFigures[]): IngestFigures {
  const of = (key: keyof IngestFigures) => median(rounds.map((figures) => figures[key]));
  return {
    eventsPerSecond: of('eventsPerSecond'),
    p50Ms: of('p50Ms'),
    p99Ms: of('p99Ms'),
    eventsPerTransaction: of('eventsPerTransaction'),
    cpuUsPerBatch: of('cpuUsPerBatch'),
  };
}

const labelWidth = 44;
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** One line of figures, aligned under `figureHeader`. */
export function figureLine(label: string, figures: IngestFigures): string {
  return [
    label.padEnd(labelWidth),
    grouped.format(figures.eventsPerSecond).padStart(8),
    `${figures.p50Ms.toFixed(1)} ms`.padStart(10),
    `${figures.p99Ms.toFixed(1)} ms`.padStart(10),
    figures.eventsPerTransaction.toFixed(1).padStart(13),
    `${grouped.format(figures.cpuUsPerBatch)} µs`.padStart(12),
  ].join('  ');
}

export const figureHeader = [
  ''.padEnd(labelWidth),
  'events/s'.padStart(8),
  'p50'.padStart(10),
  'p99'.padStart(10),
  'events per tx'.padStart(13),
  'CPU/batch'.padStart(12),
].join('  ');
