import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { retryDelayMs } from './backoff.ts';
import { analyticsEventSchema, type AnalyticsEvent } from './event.ts';
import { analyticsQueueKey } from './keys.ts';

export const analyticsBatchSize = 10;

/**
 * Storage is finite: past this many unsent batches (an outage of hours) the oldest are dropped
 * so the site keeps working, rather than filling localStorage and breaking other features.
 */
export const maxStoredBatches = 100;

const batchSchema = z.object({
  batchId: z.string().min(1),
  createdAt: z.number(),
  events: z.array(analyticsEventSchema).min(1).max(analyticsBatchSize),
  failures: z.number().int().nonnegative(),
  nextAttemptAt: z.number(),
  /** Handed to `sendBeacon` since its last answer: it may have arrived, and is offered again to find out. */
  beaconed: z.boolean().default(false),
});

const queueStateSchema = z.object({ pending: z.array(analyticsEventSchema), batches: z.array(batchSchema) });

export type Batch = z.infer<typeof batchSchema>;
export type QueueState = z.infer<typeof queueStateSchema>;

export const emptyQueue: QueueState = { pending: [], batches: [] };

export function loadQueue(store: KeyValueStore): QueueState {
  return readStored(store, analyticsQueueKey, queueStateSchema) ?? emptyQueue;
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
