/**
 * `npm run bench:flood`: one client floods anonymous REST inserts while another uses the API as a
 * visitor does, each from a loopback address of its own (127.0.0.2 floods, 127.0.0.3 visits), against
 * `node server/start.ts --memory --no-build` with the rate limits on. The visitor reads (rpc
 * is_admin) and writes a consent log row every two seconds; it runs alone first, then beside each
 * kind of flood: inserts of the most rows a request may carry (they get 429 once the address has
 * used its allowance), and bodies of about 1 MiB, sent whole and streamed in chunks (413). Prints
 * the visitor's latency, the flood's answers, and the rows stored against the rows acknowledged.
 * Needs no build. A benchmark that prints figures, not a test.
 */
import { Worker } from 'node:worker_threads';
import { readConfig } from '../../server/config/readConfig.ts';
import { startBenchServer } from './benchServer.ts';
import type { FloodKind, FloodOrders, FloodReport } from './floodWorker.ts';
import { loopbackClient, type TimedAnswer } from './loopbackClient.ts';
import { percentile } from './summary.ts';

const phaseMs = 15_000;
const floodSockets = 16;
const visitorWriteEveryMs = 2_000;
const { anonKey, serviceRoleKey } = readConfig(process.env);
const keyHeaders = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

const server = await startBenchServer({ rateLimits: 'on', readyPath: `/auth/v1/health?apikey=${anonKey}` });
const visitor = loopbackClient(server.origin, '127.0.0.3', 1);
try {
  let consentRowsAcknowledged = 0;
  let floodRowsAcknowledged = 0;
  console.log(
    `Flood benchmark: ${phaseMs / 1000} s a phase, ${floodSockets} flooding connections from 127.0.0.2, the visitor on 127.0.0.3`,
  );
  for (const kind of [undefined, 'oversized', 'oversized-chunked', 'capped'] as const) {
    const flood = kind && startFlood(kind);
    const visit = await visitFor(phaseMs);
    consentRowsAcknowledged += visit.writes.filter((answer) => answer.status === 201).length;
    const report = await flood;
    floodRowsAcknowledged += report?.rowsAcknowledged ?? 0;
    console.log(`\n${kind ? `beside a flood of ${kind} inserts` : 'alone'}`);
    console.log(`  visitor  ${latencyLine(visit.all)}   statuses ${statusLine(visit.all.map((answer) => answer.status))}`);
    if (report)
      console.log(
        `  flood    ${rate(report)} requests/s   statuses ${statusLine(Object.entries(report.statuses).flatMap(([status, count]) => Array<number>(count).fill(Number(status))))}`,
      );
  }
  const stored = async (table: string) =>
    Number(
      (
        await (
          await fetch(`${server.origin}/rest/v1/${table}?select=id&limit=1`, {
            headers: { ...keyHeaders(serviceRoleKey), Prefer: 'count=exact' },
          })
        ).headers.get('content-range')
      )?.split('/')[1],
    );
  console.log(
    `\nrows stored / acknowledged: feature_usage ${await stored('feature_usage')} / ${floodRowsAcknowledged}, consent_log ${await stored('consent_log')} / ${consentRowsAcknowledged}`,
  );
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

/** The visitor's requests for `durationMs`: reads back to back, and a consent log write every two seconds. */
async function visitFor(durationMs: number): Promise<{ all: TimedAnswer[]; writes: TimedAnswer[] }> {
  const all: TimedAnswer[] = [];
  const writes: TimedAnswer[] = [];
  const startedAt = performance.now();
  let nextWriteAt = startedAt;
  while (performance.now() - startedAt < durationMs) {
    if (performance.now() >= nextWriteAt) {
      nextWriteAt += visitorWriteEveryMs;
      const answer = await visitor.send({
        method: 'POST',
        path: '/rest/v1/consent_log',
        headers: keyHeaders(anonKey),
        body: JSON.stringify(consentRow()),
      });
      writes.push(answer);
      all.push(answer);
    } else all.push(await visitor.send({ method: 'POST', path: '/rest/v1/rpc/is_admin', headers: keyHeaders(anonKey), body: '{}' }));
  }
  return { all, writes };
}

function consentRow() {
  const id = crypto.randomUUID();
  return {
    client_event_id: id,
    session_id: 'visitor-session-0001',
    action: 'accept_all',
    analytics_consent: true,
    personalization_consent: true,
    marketing_consent: true,
    privacy_notice_version: '2025-11',
  };
}

function latencyLine(answers: TimedAnswer[]): string {
  const ms = answers.map((answer) => answer.ms);
  const figure = (p: number) => `${percentile(ms, p).toFixed(1)} ms`;
  return `${String(answers.length).padStart(5)} requests   p50 ${figure(50)}   p95 ${figure(95)}   p99 ${figure(99)}   max ${Math.max(...ms).toFixed(1)} ms`;
}

function statusLine(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`)
    .join(' ');
}

function rate(report: FloodReport): string {
  const total = Object.values(report.statuses).reduce((sum, count) => sum + count, 0);
  return (total / (phaseMs / 1000)).toFixed(0).padStart(5);
}
