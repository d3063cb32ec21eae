/**
 * `npm run bench:ingest`: analytics ingest throughput, the product beside a bare database, in one
 * run. The baseline inserts each batch straight into PGlite (same schema, same rows), one
 * transaction per batch, from `clients` loops at once. The product is the embedded backend in
 * memory with `clients` HTTP clients (a worker thread) sending the same batches to
 * analytics-orchestrator with the anon key, as the browser does. Rounds alternate which goes first;
 * each prints events/s, p50/p99 latency, events per transaction and the CPU time spent per batch
 * (the clients' left out), then the median of each and of the rounds' ratios.
 * Options: --clients=<n> (16), --batches=<per round> (3000), --rounds=<n> (3).
 */
import { z } from 'zod';
import type { OrchestratorBody } from '../../functions/analytics-orchestrator/schema.ts';
import type { Database } from '../../server/db/database.ts';
import { ingestBatches } from './ingestBatches.ts';
import { insertBaseline, openBaselineDatabase } from './ingestBaseline.ts';
import { startClients } from './ingestClients.ts';
import { figureHeader, figureLine, medianFigures, roundFigures, storedShape, type IngestFigures } from './ingestFigures.ts';
import { startIngestServer } from './ingestServer.ts';
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
const { clients, batches: batchesPerRound, rounds } = parsed.data;
const eventsPerBatch = 10;

const baselineDb = await openBaselineDatabase();
const server = await startIngestServer();
const senders = startClients();
const { anonKey } = server.backend.config;

type SideRun = { elapsedMs: number; latenciesMs: number[]; clientCpuUs?: number };

/**
 * Runs one side of a round and checks that every event was stored once. CPU time is the whole
 * process's (the server, the database's thread, the garbage collector's threads), less the clients'.
 */
async function measure(db: Database, batches: OrchestratorBody[], run: () => Promise<SideRun>) {
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

const baseline = (batches: OrchestratorBody[]) => measure(baselineDb, batches, () => insertBaseline(baselineDb, batches, clients));

const product = (batches: OrchestratorBody[]) =>
  measure(server.backend.deps.db, batches, async () => {
    const result = await senders.send({
      url: `${server.origin}/functions/v1/analytics-orchestrator`,
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      bodies: batches.map((batch) => JSON.stringify(batch)),
      clients,
    });
    if (Object.keys(result.statuses).some((status) => status !== '202'))
      throw new Error(`Every batch should be answered 202; received ${JSON.stringify(result.statuses)}.`);
    return result;
  });

try {
  // One unreported round each first, so that neither is measured before the JIT has warmed up.
  for (const side of [baseline, product]) await side(ingestBatches(Math.min(1000, batchesPerRound), eventsPerBatch));
  console.log(
    `Ingest: ${clients} clients, ${eventsPerBatch}-event batches, ${rounds} round(s) of ${batchesPerRound} batches; rate limits off`,
  );
  console.log(figureHeader);
  const results: { baseline: IngestFigures; product: IngestFigures }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const batches = ingestBatches(batchesPerRound, eventsPerBatch);
    // Alternating which goes first spreads a machine's changing load over both.
    const [first, second] = round % 2 === 1 ? [baseline, product] : [product, baseline];
    const firstFigures = await first(batches);
    const secondFigures = await second(batches);
    const pair =
      first === baseline ? { baseline: firstFigures, product: secondFigures } : { baseline: secondFigures, product: firstFigures };
    results.push(pair);
    console.log(figureLine(`round ${round}: baseline (bare PGlite)`, pair.baseline));
    console.log(figureLine(`round ${round}: product (HTTP, function)`, pair.product));
  }
  console.log(figureLine('median: baseline (bare PGlite)', medianFigures(results.map((pair) => pair.baseline))));
  console.log(figureLine('median: product (HTTP, function)', medianFigures(results.map((pair) => pair.product))));
  const ratio = median(results.map((pair) => pair.product.eventsPerSecond / pair.baseline.eventsPerSecond));
  console.log(`product / baseline, events/s (median of the rounds' ratios): ${ratio.toFixed(2)}`);
} finally {
  await senders.stop();
  await server.stop();
  await baselineDb.close();
}
