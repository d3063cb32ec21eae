/**
 * The thread PGlite runs on (see pgliteThread.ts): it opens the database, then runs the commands
 * the server's thread sends, each answered by its id. A transaction holds PGlite's lock from
 * `begin` until `commit` or `rollback`; the queries sent meanwhile with its id run inside it, while
 * the others wait for the lock, as they would with PGlite on the server's thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite, type PgliteLocation } from './openPglite.ts';
import { errorFields, type Begin, type Command, type Reply } from './pgliteThreadMessages.ts';

interface OpenTransaction {
  /** The transaction, once PGlite holds its lock for it and BEGIN has run. */
  begun: Promise<Transaction>;
  /** Settles PGlite's transaction callback: commit, or roll back. */
  end(commit: boolean): void;
  /** PGlite's transaction: resolves once committed, rejects when rolled back or refused at commit. */
  ended: Promise<unknown>;
}

const port = parentPort;
if (!port) throw new Error('pgliteThreadWorker.ts runs as a worker thread; open it with openPgliteThread.');

const db = await openPglite(workerData as PgliteLocation).catch((error: unknown) => {
  port.postMessage({ id: 0, error: errorFields(error) } satisfies Reply);
  throw error;
});
const transactions = new Map<number, OpenTransaction>();

class RolledBack extends Error {}

/** Opens transaction `id` without an answer: its statements, sent right after, wait here for it. */
function begin(id: number): void {
  const entry = {} as OpenTransaction;
  entry.begun = new Promise((begun, failed) => {
    entry.ended = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          entry.end = (yes) => (yes ? commit() : rollback(new RolledBack()));
          begun(tx);
        }),
    );
    // A failure before the callback ran is BEGIN's own: each statement of the transaction reports it.
    entry.ended.catch(failed);
  });
  entry.begun.catch(() => undefined);
  transactions.set(id, entry);
}

async function end(id: number, commit: boolean): Promise<null> {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`Transaction ${id} is not open.`);
  transactions.delete(id);
  await entry.begun;
  entry.end(commit);
  await entry.ended.catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  return null;
}

async function target(tx: number | undefined) {
  if (tx === undefined) return db;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open.`);
  return entry.begun;
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'query': {
      const { rows, affectedRows } = await (await target(command.tx)).query(command.sql, command.params);
      return { rows, affectedRows };
    }
    case 'exec':
      await (await target(command.tx)).exec(command.sql);
      return null;
    case 'commit':
    case 'rollback':
      return end(command.tx, command.op === 'commit');
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (command: Command | Begin) => {
  if (command.op === 'begin') return begin(command.tx);
  run(command).then(
    (value) => port.postMessage({ id: command.id, value } satisfies Reply),
    (error: unknown) => port.postMessage({ id: command.id, error: errorFields(error) } satisfies Reply),
  );
});
port.postMessage({ id: 0, value: 'ready' } satisfies Reply);
