import { Worker } from 'node:worker_threads';
import type { Database, Queries, Rows } from './database.ts';
import type { PgliteLocation } from './openPglite.ts';
import { errorFrom, type Begin, type Command, type Reply } from './pgliteThreadMessages.ts';

type CommandBody = Command extends infer Each ? (Each extends Command ? Omit<Each, 'id'> : never) : never;

/**
 * PGlite on a thread of its own. PGlite runs PostgreSQL in WebAssembly on the thread that calls it,
 * so on the server's thread every statement would stop HTTP parsing, the functions and JSON work
 * for as long as it runs, and the other way round. On its own thread, the database works while the
 * server serves, as a PostgreSQL server beside the API does in production. Values cross by
 * structured cloning, which keeps every type PGlite gives and takes (Date, Uint8Array, bigint,
 * objects); errors keep PostgreSQL's fields.
 */
export async function openPgliteThread(location: PgliteLocation): Promise<Database> {
  const worker = new Worker(new URL('./pgliteThreadWorker.ts', import.meta.url), { workerData: location });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let lastTransaction = 0;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of waiting.values()) call.reject(stopped);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    // Like PGlite on the calling thread, an idle database keeps no process alive.
    if (waiting.size === 0) worker.unref();
    if ('error' in reply) call?.reject(errorFrom(reply.error));
    else call?.resolve(reply.value);
  });
  worker.on('error', (error) => stop(gone('08006', `The database thread failed: ${error.message}`, error)));
  worker.on('exit', (code) => stop(gone('08006', `The database thread has stopped (exit code ${code}).`)));

  const call = <T>(command: CommandBody) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...command, id });
    });

  // Id 0 is the thread's first word: the database is open, or why it could not be.
  await new Promise<unknown>((resolve, reject) => waiting.set(0, { resolve, reject })).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const queries = (tx?: number): Queries => ({
    query: <T>(sql: string, params?: unknown[]) => call<Rows<T>>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call({ op: 'exec', sql, tx }),
  });
  return {
    ...queries(),
    async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
      const tx = ++lastTransaction;
      if (!stopped) worker.postMessage({ op: 'begin', tx } satisfies Begin);
      let result: T;
      try {
        result = await work(queries(tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async close() {
      await call({ op: 'close' });
      stop(gone('08003', 'The database is closed.'));
      await worker.terminate();
    },
  };
}

/**
 * A thread that stopped is a connection that is gone, and says so as PostgreSQL would: 08006
 * (connection failure) or 08003 (no connection), which the API layers answer as an outage.
 */
function gone(code: string, message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code });
}
