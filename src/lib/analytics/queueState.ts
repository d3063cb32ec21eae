import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { retryDelayMs } from './backoff.ts';
import { isAnalyticsEvent, type AnalyticsEvent } from './event.ts';
import { analyticsQueueKey } from './keys.ts';
import { arrayOf, hasFields, isBoolean, isString, isWholeNumber, optional } from '../plainChecks.ts';

export const analyticsBatchSize = 10;

/**
 * Storage is finite: past this many unsent batches (an outage of hours) the oldest are dropped
 * so the site keeps working, rather than filling localStorage and breaking other features.
 */
export const maxStoredBatches = 100;

export interface Batch {
  batchId: string;
  createdAt: number;
  events: AnalyticsEvent[];
  failures: number;
  nextAttemptAt: number;
  /** Handed to `sendBeacon` since its last answer: it may have arrived, and is offered again to find out. */
  beaconed: boolean;
}

export interface QueueState {
  pending: AnalyticsEvent[];
  batches: Batch[];
}

const isTime = (value: unknown): value is number => Number.isFinite(value);

/** A batch as stored; one stored before batches carried the beacon mark has none. */
const isStoredBatch = hasFields<Omit<Batch, 'beaconed'> & { beaconed?: boolean }>({
  batchId: (value): value is string => isString(value) && value !== '',
  createdAt: isTime,
  events: (value): value is AnalyticsEvent[] => arrayOf(isAnalyticsEvent)(value) && value.length >= 1 && value.length <= analyticsBatchSize,
  failures: isWholeNumber,
  nextAttemptAt: isTime,
  beaconed: optional(isBoolean),
});

const isStoredQueue = hasFields({ pending: arrayOf(isAnalyticsEvent), batches: arrayOf(isStoredBatch) });

export const emptyQueue: QueueState = { pending: [], batches: [] };

export function loadQueue(store: KeyValueStore): QueueState {
  const stored = readStored(store, analyticsQueueKey, isStoredQueue);
  if (!stored) return emptyQueue;
  return { pending: stored.pending, batches: stored.batches.map((batch) => ({ ...batch, beaconed: batch.beaconed === true })) };
}

export function saveQueue(store: KeyValueStore, state: QueueState): void {
  writeStored(store, analyticsQueueKey, state);
}

/** Turns pending events into batches of at most ten; each gets its id now, before any send. */
export function cutBatches(state: QueueState, now: number, randomId: () => string): QueueState {
  const batches = [...state.batches];
  for (let start = 0; start < state.pending.length; start += analyticsBatchSize) {
    const events: AnalyticsEvent[] = state.pending.slice(start, start + analyticsBatchSize);
    batches.push({ batchId: randomId(), createdAt: now, events, failures: 0, nextAttemptAt: now, beaconed: false });
  }
  return { pending: [], batches: batches.slice(-maxStoredBatches) };
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
