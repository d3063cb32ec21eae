/**
 * The flooding client of `npm run bench:flood`, in a thread of its own so that building and
 * sending its bodies never delays the measured client's timers. It keeps `sockets` anonymous
 * inserts in flight from its own loopback address until the deadline, then posts what it saw.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { StatusCounts } from './floodFigures.ts';
import { loopbackClient } from './loopbackClient.ts';

export type FloodKind = 'capped' | 'oversized' | 'oversized-chunked';

export interface FloodOrders {
  origin: string;
  anonKey: string;
  localAddress: string;
  kind: FloodKind;
  sockets: number;
  durationMs: number;
}

export interface FloodReport {
  statuses: StatusCounts;
  /** Rows the answers said were stored (201 × rows per request). */
  rowsAcknowledged: number;
}

/** The most rows a visitor write may carry, and about the 1 MiB the REST layer reads at most. */
const cappedRows = 10;
const oversizedRows = 7_500;

const orders = workerData as FloodOrders;
const client = loopbackClient(orders.origin, orders.localAddress, orders.sockets);
const rows = orders.kind === 'capped' ? cappedRows : oversizedRows;
const headers = {
  apikey: orders.anonKey,
  Authorization: `Bearer ${orders.anonKey}`,
  'Content-Type': 'application/json',
  Prefer: 'return=minimal',
};
const report: FloodReport = { statuses: {}, rowsAcknowledged: 0 };
const deadline = performance.now() + orders.durationMs;

const rowsOf = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, () => ({ client_event_id: randomUUID(), feature: 'lead_scroll', session_id: 'flood-session-0001' })),
  );
// Oversized bodies are refused whole, so one is built once and sent again and again, as fast as the flood can.
const oversized = Buffer.from(rowsOf(rows));
const body = () => (orders.kind === 'capped' ? rowsOf(rows) : oversized);

async function keepSending(): Promise<void> {
  while (performance.now() < deadline) {
    const { status } = await client.send({
      method: 'POST',
      path: '/rest/v1/feature_usage',
      headers,
      body: body(),
      chunked: orders.kind === 'oversized-chunked',
    });
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    if (status === 201) report.rowsAcknowledged += rows;
  }
}

await Promise.all(Array.from({ length: orders.sockets }, keepSending));
client.close();
parentPort?.postMessage(report);
