import { removeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import type { AnalyticsEvent } from './event.ts';
import type { SendOutcome } from './sendOutcome.ts';
import { analyticsQueueKey } from './keys.ts';
import { orchestratorRequest, type OrchestratorRequest } from './orchestratorRequest.ts';
import {
  analyticsBatchSize,
  cutBatches,
  emptyQueue,
  loadQueue,
  markBeaconed,
  requeueFailed,
  saveQueue,
  withoutBatch,
  type Batch,
  type QueueState,
} from './queueState.ts';
import type { Timers } from './timers.ts';

export const analyticsFlushIntervalMs = 30_000;

export interface AnalyticsQueueDeps {
  /** localStorage: the queue is written after every change, so a reload or outage loses nothing. */
  store: KeyValueStore;
  /**
   * Invokes `analytics-orchestrator`: resolves 'delivered' once stored (or already stored),
   * 'refused' when the server will never take it (see `outcomeForStatus`); rejects otherwise.
   */
  send: (request: OrchestratorRequest) => Promise<SendOutcome>;
  /** `navigator.sendBeacon` bound to the orchestrator URL; false when the browser refused it. */
  sendBeacon: (request: OrchestratorRequest) => boolean;
  isOnline: () => boolean;
  now: () => number;
  randomId: () => string;
  timers: Timers;
  /** A failed batch is logged and requeued; a refused one is logged and dropped. */
  logFailure?: (batchId: string, error: unknown) => void;
}

/**
 * The first-party analytics queue. Nothing is queued or sent until analytics consent is given;
 * withdrawing it clears everything. Batches get their id when they are formed, keep it across
 * retries and reloads, and leave storage only when the backend confirmed them.
 */
export function createAnalyticsQueue(deps: AnalyticsQueueDeps) {
  const { store, timers } = deps;
  const logFailure = deps.logFailure ?? ((batchId, error) => console.warn(`Analytics batch ${batchId} failed; it will be retried.`, error));
  let state: QueueState = emptyQueue;
  let consented = false;
  let flushTimer: unknown = null;
  let retryTimer: unknown = null;
  const inFlight = new Set<string>();

  const update = (next: QueueState): void => {
    state = next;
    saveQueue(store, state);
  };
  const isQueued = (batchId: string) => state.batches.some((batch) => batch.batchId === batchId);

  async function sendOne(batch: Batch): Promise<void> {
    inFlight.add(batch.batchId);
    try {
      const outcome = await deps.send(orchestratorRequest(batch));
      if (outcome === 'refused') logFailure(batch.batchId, new Error('The server refused the batch; it is dropped.'));
      if (isQueued(batch.batchId)) update(withoutBatch(state, batch.batchId));
    } catch (error) {
      if (!consented || !isQueued(batch.batchId)) return;
      logFailure(batch.batchId, error);
      update(requeueFailed(state, batch.batchId, deps.now()));
    } finally {
      inFlight.delete(batch.batchId);
    }
  }

  function scheduleRetry(): void {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
    const waiting = state.batches.filter((batch) => !inFlight.has(batch.batchId)).map((batch) => batch.nextAttemptAt);
    if (!consented || waiting.length === 0) return;
    retryTimer = timers.setTimeout(() => void sendDue(), Math.max(0, Math.min(...waiting) - deps.now()));
  }

  async function sendDue(): Promise<void> {
    const now = deps.now();
    const due = state.batches.filter((batch) => batch.nextAttemptAt <= now && !inFlight.has(batch.batchId));
    await Promise.all(due.map(sendOne));
    scheduleRetry();
  }

  /** Forms a batch of whatever is pending and sends every batch that is due. */
  async function flush(): Promise<void> {
    if (!consented) return;
    if (state.pending.length > 0) update(cutBatches(state, deps.now(), deps.randomId));
    await sendDue();
  }

  function enqueue(event: AnalyticsEvent): void {
    if (!consented) return;
    update({ ...state, pending: [...state.pending, event] });
    if (state.pending.length >= analyticsBatchSize) void flush();
  }

  /**
   * The page is being hidden or left: hand each batch to `sendBeacon`, which outlives the page.
   * The browser's `true` says only that it took the batch, never whether it arrived (the backend may
   * be down), so the batch stays stored, marked as beaconed, and is sent again with the same id by
   * this page if it stays or by the next one, until the server confirms it (it stores a batch id
   * once). A batch already beaconed is not handed over twice; one refused stays as it was.
   */
  function onPageHidden(): void {
    if (!consented) return;
    if (state.pending.length > 0) update(cutBatches(state, deps.now(), deps.randomId));
    if (!deps.isOnline()) return;
    for (const batch of state.batches) {
      if (!batch.beaconed && deps.sendBeacon(orchestratorRequest(batch))) update(markBeaconed(state, batch.batchId, deps.now()));
    }
  }

  /** Follows the visitor's analytics consent; a refusal also clears what an earlier page stored. */
  function setConsent(granted: boolean): void {
    if (granted && consented) return;
    consented = granted;
    if (granted) {
      state = loadQueue(store);
      flushTimer = timers.setInterval(() => void flush(), analyticsFlushIntervalMs);
      void sendDue();
      return;
    }
    if (flushTimer !== null) timers.clearInterval(flushTimer);
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    flushTimer = retryTimer = null;
    state = emptyQueue;
    removeStored(store, analyticsQueueKey);
  }

  return { enqueue, flush, onPageHidden, setConsent, snapshot: (): QueueState => state };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
