/**
 * `npm run bench:ingest`: analytics ingest throughput, the product beside a bare database, in one
 * run. Two baselines insert each batch straight into PGlite (same schema, same rows), one
 * transaction per batch, from `clients` loops at once: as a transaction of two inserts, and as a
 * single statement. The product is the embedded backend in memory with `clients` HTTP clients (a
 * worker thread) sending the same batches to analytics-orchestrator with the anon key, as the
 * browser does. Rounds turn which goes first; each prints events/s, p50/p99 latency, events per
 * transaction and the CPU time spent per batch (the clients' left out), then the medians and the
 * product's ratio to each baseline. Options: --clients=<n> (16), --batches=<per round> (3000),
 * --rounds=<n> (3).
 */
import { z } from 'zod';
import type { OrchestratorBody } from '../../functions/analytics-orchestrator/schema.ts';
import type { Database } from '../../server/db/database.ts';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { ingestBatches } from './ingestBatches.ts';
import { insertBaseline, openBaselineDatabase, type BaselineForm } from './ingestBaseline.ts';
import { startClients } from './ingestClients.ts';
import { figureHeader, figureLine, medianFigures, roundFigures, storedShape, type IngestFigures } from './ingestFigures.ts';
import { median } from './summary.ts';

const optionsSchema = z.strictObject({
  clients: z.coerce.number().int().min(1).max(256).default(16),
  batches: z.coerce.number().int().min(100).max(100_000).default(3000),
  rounds: z.coerce.number().int().min(1).max(20).default(3),
});
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.safeParse(rawOptions);
if (!parsed.success) {
  console.error(
    `Expected --clients=<1..256> --batches=<100..100000> --rounds=<1..20>; received ${process.argv.slice(2).join(' ') || 'nothing'}.`,
  );
  process.exit(2);
}
if (process.env.TEST_DATABASE_URL) {
  console.error('The ingest bench compares the product with bare PGlite, so its backend must run on PGlite too: unset TEST_DATABASE_URL.');
  process.exit(2);
}
const { clients, batches: batchesPerRound, rounds } = parsed.data;
const eventsPerBatch = 10;

type SideRun = { elapsedMs: number; latenciesMs: number[]; clientCpuUs?: number };

/**
 * Runs one side of a round and checks that every event was stored once. CPU time is the whole
 * process's (the server, the database's thread, the garbage collector's threads), less the clients'.
 */
async function measure(db: Database, batches: OrchestratorBody[], run: () => Promise<SideRun>): Promise<IngestFigures> {
  const before = process.cpuUsage();
  const result = await run();
  const { user, system } = process.cpuUsage(before);
  const stored = await storedShape(
    db,
    batches.map((batch) => batch.batchId),
  );
  const sent = batches.length * eventsPerBatch;
  if (stored.events !== sent) throw new Error(`Sent ${sent} events and ${stored.events} were stored: every event must be stored once.`);
  return roundFigures({ ...result, cpuUs: user + system - (result.clientCpuUs ?? 0) }, batches.length, stored);
}

interface Side {
  label: string;
  measure(batches: OrchestratorBody[]): Promise<IngestFigures>;
  close(): Promise<void>;
}

async function baselineSide(form: BaselineForm, label: string): Promise<Side> {
  const db = await openBaselineDatabase();
  return { label, measure: (batches) => measure(db, batches, () => insertBaseline(db, batches, clients, form)), close: () => db.close() };
}

async function productSide(): Promise<Side> {
  // The embedded backend in memory as the integration tests start it: over HTTP on 127.0.0.1, rate limits off.
  const server = await startTestBackend();
  const senders = startClients();
  const { anonKey } = server;
  const send = async (batches: OrchestratorBody[]) => {
    const result = await senders.send({
      origin: server.url,
      path: '/functions/v1/analytics-orchestrator',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      bodies: batches.map((batch) => JSON.stringify(batch)),
      clients,
    });
    if (Object.keys(result.statuses).some((status) => status !== '202'))
      throw new Error(`Every batch should be answered 202; received ${JSON.stringify(result.statuses)}.`);
    return result;
  };
  return {
    label: 'product: HTTP, function',
    measure: (batches) => measure(server.backend.deps.db, batches, () => send(batches)),
    close: async () => {
      await senders.stop();
      await server.stop();
    },
  };
}

const sides = [
  await baselineSide('transaction', 'baseline: a transaction a batch'),
  await baselineSide('statement', 'baseline: a statement a batch'),
  await productSide(),
];
const [product] = sides.slice(-1) as [Side];
try {
  // One unreported round each first, so that none is measured before the JIT has warmed up.
  for (const side of sides) await side.measure(ingestBatches(Math.min(1000, batchesPerRound), eventsPerBatch));
  console.log(
    `Ingest: ${clients} clients, ${eventsPerBatch}-event batches, ${rounds} round(s) of ${batchesPerRound} batches; rate limits off`,
  );
  console.log(figureHeader);
  const results = new Map<Side, IngestFigures[]>(sides.map((side) => [side, []]));
  for (let round = 0; round < rounds; round += 1) {
    const batches = ingestBatches(batchesPerRound, eventsPerBatch);
    // Turning which goes first spreads a machine's changing load over all of them.
    for (const side of [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)]) {
      results.get(side)?.push(await side.measure(batches));
    }
    for (const side of sides) console.log(figureLine(`round ${round + 1}, ${side.label}`, results.get(side)?.[round] as IngestFigures));
  }
  for (const side of sides) console.log(figureLine(`median, ${side.label}`, medianFigures(results.get(side) ?? [])));
  for (const baseline of sides.slice(0, -1)) {
    const ratios = (results.get(product) ?? []).map(
      (figures, round) => figures.eventsPerSecond / (results.get(baseline)?.[round]?.eventsPerSecond ?? NaN),
    );
    console.log(`product / ${baseline.label}, events/s (median of the rounds' ratios): ${median(ratios).toFixed(2)}`);
  }
} finally {
  for (const side of sides) await side.close();
}
