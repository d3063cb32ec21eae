/**
 * The ingest benchmark's HTTP clients, in a worker thread of their own so that sending does not
 * take the server's thread. Each round, `clients` loops each send their next body as soon as
 * their previous answer came, over a keep-alive connection of their own; the worker hands back
 * every latency and the answers' status counts (0: no answer). They use node:http: fetch costs
 * the client about three times the CPU per request, which on a small machine the server would pay
 * for. This file is both sides: the main thread calls startClients, which runs it as the worker.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { loopbackClient } from './loopbackClient.ts';

export interface ClientRound {
  origin: string;
  path: string;
  headers: Record<string, string>;
  bodies: string[];
  clients: number;
}

export interface ClientResult {
  elapsedMs: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
  /** CPU time this thread spent sending, to leave out of the server's. */
  clientCpuUs: number;
}

async function sendAll({ origin, path, headers, bodies, clients }: ClientRound): Promise<ClientResult> {
  const connections = loopbackClient(origin, '127.0.0.1', clients);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
      const { status, ms } = await connections.send({ method: 'POST', path, headers, body });
      latenciesMs.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const startedAt = performance.now();
  const cpuBefore = process.threadCpuUsage();
  await Promise.all(Array.from({ length: clients }, client));
  const { user, system } = process.threadCpuUsage(cpuBefore);
  connections.close();
  return { elapsedMs: performance.now() - startedAt, latenciesMs, statuses, clientCpuUs: user + system };
}

/** The worker, ready for rounds: `send` resolves with the round's result once every body was answered. */
export function startClients() {
  const worker = new Worker(new URL(import.meta.url));
  return {
    send: (round: ClientRound) =>
      new Promise<ClientResult>((resolve, reject) => {
        worker.once('message', (result: ClientResult) => {
          worker.off('error', reject);
          resolve(result);
        });
        worker.once('error', reject);
        worker.postMessage(round);
      }),
    stop: () => worker.terminate(),
  };
}

if (!isMainThread) {
  parentPort?.on('message', (round: ClientRound) => {
    void sendAll(round).then((result) => parentPort?.postMessage(result));
  });
}
