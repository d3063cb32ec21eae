import { retryDelayMs } from './backoff.ts';
import type { AnalyticsEvent } from './event.ts';
import type { FirstPartyBody } from './firstParty.ts';

export const analyticsBatchSize = 10;

/**
 * Storage is finite: past this many unsent batches (an outage of hours) the oldest are dropped
 * so the site keeps working, rather than filling localStorage and breaking other features. A page
 * left during an outage leaves two: its events and its first-party page view.
 */
export const maxStoredBatches = 200;

/** How a batch is sent: the same for both kinds. */
interface BatchSending {
  /** Fixed before its first send: the server stores each id once, so a retry after a lost answer stores nothing. */
  batchId: string;
  createdAt: number;
  failures: number;
  nextAttemptAt: number;
  /** Handed to `sendBeacon` since its last answer: it may have arrived, and is offered again to find out. */
  beaconed: boolean;
}

/** Events for `analytics-orchestrator`, sent together under the batch id. */
export interface EventBatch extends BatchSending {
  events: AnalyticsEvent[];
}

/** One `firstparty-analytics` event, which that function takes alone: the batch id is its event id. */
export interface FirstPartyBatch extends BatchSending {
  firstParty: FirstPartyBody;
}

export type Batch = EventBatch | FirstPartyBatch;

export interface QueueState {
  /** The events of the batch being formed: at most ten. */
  pending: AnalyticsEvent[];
  /**
   * The id that batch will be sent under, fixed before its first event is stored: a page that
   * adopts this queue (two may at once) cuts the same events into the same batch.
   */
  pendingBatchId: string;
  batches: Batch[];
}

export const emptyQueue = (randomId: () => string): QueueState => ({ pending: [], pendingBatchId: randomId(), batches: [] });

const unsent = (batchId: string, now: number): BatchSending => ({
  batchId,
  createdAt: now,
  failures: 0,
  nextAttemptAt: now,
  beaconed: false,
});

/** Every batch of the queue, the pending events included as a batch under their reserved id, due now. */
export function sealedBatches({ pending, pendingBatchId, batches }: QueueState, now: number): Batch[] {
  if (pending.length === 0) return batches;
  return [...batches, { ...unsent(pendingBatchId, now), events: pending }];
}

/** Adds a first-party event as a batch of its own, due now, under the id that will be its event id. */
export function withFirstParty(state: QueueState, body: FirstPartyBody, now: number, eventId: string): QueueState {
  return { ...state, batches: [...state.batches, { ...unsent(eventId, now), firstParty: body }].slice(-maxStoredBatches) };
}

/** Turns the pending events into a batch, before any send, and reserves the next batch's id. */
export function cutBatch(state: QueueState, now: number, randomId: () => string): QueueState {
  if (state.pending.length === 0) return state;
  return { pending: [], pendingBatchId: randomId(), batches: sealedBatches(state, now).slice(-maxStoredBatches) };
}

/** Adds another page's batches to this queue, each batch id once (a crash may have left one in two queues). */
export function withAdopted(state: QueueState, adopted: Batch[]): QueueState {
  const known = new Set(state.batches.map((batch) => batch.batchId));
  const added = adopted.filter((batch) => !known.has(batch.batchId));
  return { ...state, batches: [...added, ...state.batches].slice(-maxStoredBatches) };
}

export function withoutBatch(state: QueueState, batchId: string): QueueState {
  return { ...state, batches: state.batches.filter((batch) => batch.batchId !== batchId) };
}

/** Puts a failed batch back with the same id and its next try pushed out by the backoff. */
export function requeueFailed(state: QueueState, batchId: string, now: number): QueueState {
  return changeBatch(state, batchId, (batch) => {
    const failures = batch.failures + 1;
    return { ...batch, failures, nextAttemptAt: now + retryDelayMs(failures), beaconed: false };
  });
}

/** A beacon took the batch: it stays, due at once, so the next send (or the next page) learns whether it arrived. */
export function markBeaconed(state: QueueState, batchId: string, now: number): QueueState {
  return changeBatch(state, batchId, (batch) => ({ ...batch, nextAttemptAt: now, beaconed: true }));
}

function changeBatch(state: QueueState, batchId: string, change: (batch: Batch) => Batch): QueueState {
  return { ...state, batches: state.batches.map((batch) => (batch.batchId === batchId ? change(batch) : batch)) };
}
