/**
 * `npm run bench:flood`: one client floods anonymous REST inserts while another uses the API as a
 * visitor does, each from a loopback address of its own (127.0.0.2 floods, 127.0.0.3 visits),
 * against `node server/start.ts --memory --no-build` with the rate limits on. The visitor runs
 * alone first, then beside each kind of flood: bodies of about 1 MiB, sent whole and streamed in
 * chunks (413), and inserts of the most rows a request may carry (429 once the address has used
 * its allowance). Prints the visitor's latency, the flood's answers, and the rows stored against
 * the rows acknowledged. Needs no build. A benchmark that prints figures, not a test.
 */
import { Worker } from 'node:worker_threads';
import { readConfig } from '../../server/config/readConfig.ts';
import { startBenchServer } from './benchServer.ts';
import { countStatuses, latencyLine, rateLine, statusLine } from './floodFigures.ts';
import { visitFor } from './floodVisitor.ts';
import type { FloodKind, FloodOrders, FloodReport } from './floodWorker.ts';
import { loopbackClient } from './loopbackClient.ts';

const phaseMs = 15_000;
const floodSockets = 16;
const { anonKey, serviceRoleKey } = readConfig(process.env);
const keyHeaders = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

const server = await startBenchServer({ rateLimits: 'on', readyPath: `/auth/v1/health?apikey=${anonKey}` });
const visitor = loopbackClient(server.origin, '127.0.0.3', 1);
try {
  const acknowledged = { consent_log: 0, feature_usage: 0 };
  console.log(
    `Flood benchmark: ${phaseMs / 1000} s a phase, ${floodSockets} flooding connections from 127.0.0.2, the visitor on 127.0.0.3`,
  );
  for (const kind of [undefined, 'oversized', 'oversized-chunked', 'capped'] as const) {
    const flood = kind && startFlood(kind);
    const visit = await visitFor(visitor, keyHeaders(anonKey), phaseMs);
    const report = await flood;
    acknowledged.consent_log += visit.writes.filter((answer) => answer.status === 201).length;
    acknowledged.feature_usage += report?.rowsAcknowledged ?? 0;
    console.log(`\n${kind ? `beside a flood of ${kind} inserts` : 'alone'}`);
    console.log(`  visitor  ${latencyLine(visit.all)}   ${statusLine(countStatuses(visit.all))}`);
    if (report) console.log(`  flood    ${rateLine(report.statuses, phaseMs / 1000)}   ${statusLine(report.statuses)}`);
  }
  const lines = await Promise.all(
    Object.entries(acknowledged).map(async ([table, rows]) => `${table} ${await storedRows(table)} / ${rows}`),
  );
  console.log(`\nrows stored / acknowledged: ${lines.join(', ')}`);
} finally {
  visitor.close();
  await server.stop();
}

function startFlood(kind: FloodKind): Promise<FloodReport> {
  const orders: FloodOrders = {
    origin: server.origin,
    anonKey,
    localAddress: '127.0.0.2',
    kind,
    sockets: floodSockets,
    durationMs: phaseMs,
  };
  const worker = new Worker(new URL('./floodWorker.ts', import.meta.url), { workerData: orders });
  return new Promise((resolve, reject) => {
    worker.once('message', (report: FloodReport) => resolve(report));
    worker.once('error', reject);
  });
}

/** Rows in the table, counted as the service role (it reads what visitors may not) from Content-Range. */
async function storedRows(table: string): Promise<number> {
  const headers = { ...keyHeaders(serviceRoleKey), Prefer: 'count=exact' };
  const answer = await fetch(`${server.origin}/rest/v1/${table}?select=id&limit=1`, { headers });
  return Number(answer.headers.get('content-range')?.split('/')[1]);
}
