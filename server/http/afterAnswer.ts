/**
 * Work that must neither delay an answer nor show in its timing: the confirmation mail of sign-up
 * and resend, whose cost would otherwise tell an observer whether an address has an account. A
 * task starts once the answer has been handed to the socket: @hono/node-server may finish writing
 * an answer on a later turn of the event loop, and PGlite's queries run on that loop, so starting
 * any earlier would hold the answer's last bytes back. It then waits a moment more, because on a
 * busy machine its work competes for the CPU with whatever reads the answer on the same machine:
 * measured, that alone made an answer that leaves a mail behind 1 ms slower at the median. Nobody
 * waits for a task, so a failure is logged with what was being done.
 */
import type { EventEmitter } from 'node:events';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export interface AfterAnswer {
  (context: Context, what: string, task: () => Promise<void>): void;
  /** Resolves once every task begun so far has ended: before the database closes, and before the mail catcher lists mail. */
  settled(): Promise<void>;
}

/** Long enough for a reader on the same machine to have taken the answer in; nobody waits for a mail by the millisecond. */
const pauseAfterAnswerMs = 50;

/** When the Node response behind `context` has been written; an answer given in-process (no socket) counts as written at once. */
function answered(context: Context): Promise<void> {
  const outgoing = (context.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing || outgoing.writableFinished || outgoing.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    (outgoing as EventEmitter).once('finish', done).once('close', done);
  });
}

export function createAfterAnswer(): AfterAnswer {
  const running = new Set<Promise<void>>();
  const run = (context: Context, what: string, task: () => Promise<void>) => {
    const done: Promise<void> = answered(context)
      .then(() => new Promise((resolve) => setTimeout(resolve, pauseAfterAnswerMs)))
      .then(task)
      .catch((error: unknown) => console.error(`${what} failed after the answer was sent:`, error))
      .finally(() => running.delete(done));
    running.add(done);
  };
  return Object.assign(run, {
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  });
}
