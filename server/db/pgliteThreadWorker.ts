/**
 * The thread PGlite runs on (see pgliteThread.ts): it opens the database, then runs the commands
 * the server's thread sends, each answered by its id. A transaction holds PGlite's lock from
 * `begin` until `commit` or `rollback`; the queries sent meanwhile with its id run inside it, while
 * the others wait for the lock, as they would with PGlite on the server's thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite, type PgliteLocation } from './openPglite.ts';
import { errorFields, type Command, type Reply } from './pgliteThreadMessages.ts';

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  ended: Promise<unknown>;
}

const port = parentPort;
if (!port) throw new Error('pgliteThreadWorker.ts runs as a worker thread; open it with openPgliteThread.');

const db = await openPglite(workerData as PgliteLocation).catch((error: unknown) => {
  port.postMessage({ id: 0, error: errorFields(error) } satisfies Reply);
  throw error;
});
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

class RolledBack extends Error {}

function begin(): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    const entry = {} as OpenTransaction;
    entry.ended = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          Object.assign(entry, { tx, end: (yes: boolean) => (yes ? commit() : rollback(new RolledBack())) });
          transactions.set(id, entry);
          begun(id);
        }),
    );
    // Before the callback ran, a failure is BEGIN's own; after it, `end` reports it.
    entry.ended.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`Transaction ${id} is not open.`);
  transactions.delete(id);
  entry.end(commit);
  await entry.ended.catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  return null;
}

function target(tx: number | undefined) {
  if (tx === undefined) return db;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open.`);
  return entry.tx;
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'query': {
      const { rows, affectedRows } = await target(command.tx).query(command.sql, command.params);
      return { rows, affectedRows };
    }
    case 'exec':
      await target(command.tx).exec(command.sql);
      return null;
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return end(command.tx, command.op === 'commit');
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (command: Command) => {
  run(command).then(
    (value) => port.postMessage({ id: command.id, value } satisfies Reply),
    (error: unknown) => port.postMessage({ id: command.id, error: errorFields(error) } satisfies Reply),
  );
});
port.postMessage({ id: 0, value: 'ready' } satisfies Reply);
