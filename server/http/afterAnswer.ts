/**
 * Work that must neither delay an answer nor show in its timing: the confirmation mail of sign-up
 * and resend, whose cost would otherwise tell an observer whether an address has an account. A
 * task starts on the next turn of the event loop, after the answer has been handed to the socket;
 * since nobody waits for it, a failure is logged with what was being done.
 */
export interface AfterAnswer {
  (what: string, task: () => Promise<void>): void;
  /** Resolves once every task begun so far has ended: before the database closes, and before the mail catcher lists mail. */
  settled(): Promise<void>;
}

export function createAfterAnswer(): AfterAnswer {
  const running = new Set<Promise<void>>();
  const run = (what: string, task: () => Promise<void>) => {
    const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
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
