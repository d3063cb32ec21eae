/**
 * The ingest benchmark's HTTP clients, in a worker thread of their own so that sending does not
 * take the server's thread. Each round, `clients` loops each send the next body with fetch
 * (keep-alive, one connection per loop) as soon as their previous answer came; the worker hands
 * back every latency and the answers' status counts. This file is both sides: the main thread
 * calls startClients, which runs this same file as the worker.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

export interface ClientRound {
  url: string;
  headers: Record<string, string>;
  bodies: string[];
  clients: number;
}

export interface ClientResult {
  elapsedMs: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
}

async function sendAll({ url, headers, bodies, clients }: ClientRound): Promise<ClientResult> {
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
      const sentAt = performance.now();
      const status = await fetch(url, { method: 'POST', headers, body }).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        (error: unknown) => `no answer (${error instanceof Error ? error.message : String(error)})`,
      );
      latenciesMs.push(performance.now() - sentAt);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { elapsedMs: performance.now() - startedAt, latenciesMs, statuses };
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
