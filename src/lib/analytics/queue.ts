import type { ListableStore } from '../storage/keyValueStore.ts';
import { adopt, findOrphans } from './adoption.ts';
import { batchRequest, type BatchRequest } from './batchRequest.ts';
import { batchSender, type BatchSenderDeps } from './batchSender.ts';
import type { AnalyticsEvent } from './event.ts';
import type { FirstPartyBody } from './firstParty.ts';
import { ownQueueKey } from './ownQueueKey.ts';
import type { PageLocks } from './pageLocks.ts';
import { analyticsBatchSize, cutBatch, emptyQueue, markBeaconed, withFirstParty, type QueueState } from './queueState.ts';
import { removeAnalyticsQueues } from './removeQueues.ts';

export const analyticsFlushIntervalMs = 30_000;

export interface AnalyticsQueueDeps extends BatchSenderDeps {
  /** localStorage: this page's queue is written after every change, so a reload or outage loses nothing. */
  store: ListableStore;
  /** Which pages are open: the queues of pages that are gone are adopted and sent by this one. */
  locks: PageLocks;
  /** `navigator.sendBeacon` to the function the request names; false when the browser refused it. */
  sendBeacon: (request: BatchRequest) => boolean;
  isOnline: () => boolean;
  randomId: () => string;
}

/**
 * The first-party analytics queue, for both analytics functions: events for
 * `analytics-orchestrator` are sent ten at a time, each `firstparty-analytics` event alone at once.
 * Nothing is queued or sent until analytics consent is given; withdrawing it clears everything.
 * Batches get their id when they are formed, keep it across retries and reloads, and leave storage
 * only when the backend confirmed them. Each page keeps its queue under its own key, and takes
 * over the queues of pages that are gone, when it opens and at every flush.
 */
export function createAnalyticsQueue(deps: AnalyticsQueueDeps) {
  const { store, timers } = deps;
  const own = ownQueueKey(deps);
  let state: QueueState = emptyQueue(deps.randomId);
  let consented = false;
  let flushTimer: unknown = null;

  const update = (next: QueueState): void => {
    state = next;
    own.save(state);
  };
  const { sendDue, cancelRetry } = batchSender(deps, { state: () => state, update, consented: () => consented });

  /** Forms a batch of whatever is pending and sends every batch that is due. */
  async function flush(): Promise<void> {
    if (!consented) return;
    if (state.pending.length > 0) update(cutBatch(state, deps.now(), deps.randomId));
    await sendDue();
  }

  /** Takes over the queues of pages that are gone (see adoption.ts), then sends what is due. */
  async function adoptOrphans(): Promise<void> {
    const ownKey = own.current();
    if (ownKey === null) return;
    const orphans = await findOrphans(store, ownKey, deps.locks, deps.now);
    if (own.current() !== ownKey || orphans.length === 0) return;
    const adopter = { store, now: deps.now(), randomId: deps.randomId, save: own.save };
    for (const orphan of orphans) state = adopt(adopter, orphan, state);
    await sendDue();
  }

  function enqueue(event: AnalyticsEvent): void {
    if (!consented) return;
    update({ ...state, pending: [...state.pending, event] });
    if (state.pending.length >= analyticsBatchSize) void flush();
  }

  /** A first-party event is a batch of its own, sent at once; its batch id is the event id the server stores once. */
  function enqueueFirstParty(body: FirstPartyBody): void {
    if (!consented) return;
    update(withFirstParty(state, body, deps.now(), deps.randomId()));
    void sendDue();
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
    if (state.pending.length > 0) update(cutBatch(state, deps.now(), deps.randomId));
    if (!deps.isOnline()) return;
    for (const batch of state.batches) {
      if (!batch.beaconed && deps.sendBeacon(batchRequest(batch))) update(markBeaconed(state, batch.batchId, deps.now()));
    }
  }

  /** Timers stop and this page lets its queue go; it writes the queue no more. */
  function close(): void {
    if (flushTimer !== null) timers.clearInterval(flushTimer);
    flushTimer = null;
    cancelRetry();
    own.close();
  }

  /** Starts a queue under a new key of this page's own, and adopts orphans once its lock is held. */
  function open(): void {
    state = emptyQueue(deps.randomId);
    flushTimer = timers.setInterval(() => {
      void adoptOrphans();
      void flush();
    }, analyticsFlushIntervalMs);
    own.open(() => {
      own.save(state);
      void adoptOrphans();
    });
  }

  /**
   * The page is left (`pagehide`): after the beacons, its queue is saved closed, so another page
   * may adopt it at once, and its lock is let go, which keeps the page fit for the back/forward cache.
   */
  function onPageLeft(): void {
    if (!consented) return;
    onPageHidden();
    own.save(state, true);
    close();
  }

  /** Back from the back/forward cache: the page starts a new queue, since its old one may be adopted already. */
  function onPageRestored(): void {
    if (consented && flushTimer === null) open();
  }

  /** Follows the visitor's analytics consent; a refusal also clears what any page stored. */
  function setConsent(granted: boolean): void {
    if (granted && consented) return;
    consented = granted;
    if (granted) {
      open();
      return;
    }
    close();
    state = emptyQueue(deps.randomId);
    removeAnalyticsQueues(store);
  }

  return { enqueue, enqueueFirstParty, flush, onPageHidden, onPageLeft, onPageRestored, setConsent, snapshot: (): QueueState => state };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
