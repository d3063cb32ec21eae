import { batchRequest, type BatchRequest } from './batchRequest.ts';
import { requeueFailed, withoutBatch, type Batch, type QueueState } from './queueState.ts';
import type { SendOutcome } from './sendOutcome.ts';
import type { Timers } from './timers.ts';

export interface BatchSenderDeps {
  /**
   * Invokes the function the request names: resolves 'delivered' once stored (or already stored),
   * 'refused' when the server will never take it (see `outcomeForStatus`); rejects otherwise.
   */
  send: (request: BatchRequest) => Promise<SendOutcome>;
  now: () => number;
  timers: Timers;
  /** A failed batch is logged and requeued; a refused one is logged and dropped. */
  logFailure?: (batchId: string, error: unknown) => void;
}

/** The queue as the sender sees it. */
export interface SentQueue {
  state(): QueueState;
  update(next: QueueState): void;
  /** False once consent is withdrawn: a failed batch is then not put back, and no retry is planned. */
  consented(): boolean;
}

/**
 * Sends each due batch in a request of its own, never the same batch twice at once: a delivered
 * or refused batch leaves the queue, a failed one goes back with its backoff, and a timer waits
 * for the next batch that falls due.
 */
export function batchSender(deps: BatchSenderDeps, queue: SentQueue) {
  const { timers } = deps;
  const logFailure = deps.logFailure ?? ((batchId, error) => console.warn(`Analytics batch ${batchId} failed; it will be retried.`, error));
  const inFlight = new Set<string>();
  let retryTimer: unknown = null;
  const isQueued = (batchId: string) => queue.state().batches.some((batch) => batch.batchId === batchId);

  async function sendOne(batch: Batch): Promise<void> {
    inFlight.add(batch.batchId);
    try {
      const outcome = await deps.send(batchRequest(batch));
      if (outcome === 'refused') logFailure(batch.batchId, new Error('The server refused the batch; it is dropped.'));
      if (isQueued(batch.batchId)) queue.update(withoutBatch(queue.state(), batch.batchId));
    } catch (error) {
      if (!queue.consented() || !isQueued(batch.batchId)) return;
      logFailure(batch.batchId, error);
      queue.update(requeueFailed(queue.state(), batch.batchId, deps.now()));
    } finally {
      inFlight.delete(batch.batchId);
    }
  }

  function cancelRetry(): void {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  async function sendDue(): Promise<void> {
    const now = deps.now();
    const due = queue.state().batches.filter((batch) => batch.nextAttemptAt <= now && !inFlight.has(batch.batchId));
    await Promise.all(due.map(sendOne));
    cancelRetry();
    const waiting = queue.state().batches.filter((batch) => !inFlight.has(batch.batchId));
    if (!queue.consented() || waiting.length === 0) return;
    const next = Math.min(...waiting.map((batch) => batch.nextAttemptAt));
    retryTimer = timers.setTimeout(() => void sendDue(), Math.max(0, next - deps.now()));
  }

  return { sendDue, cancelRetry };
}
