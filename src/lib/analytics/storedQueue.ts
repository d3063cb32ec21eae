import { readStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { arrayOf, hasFields, isBoolean, isString, isWholeNumber, optional } from '../plainChecks.ts';
import { isAnalyticsEvent, type AnalyticsEvent } from './event.ts';
import { isFirstPartyBody } from './firstParty.ts';
import { analyticsBatchSize, type Batch, type EventBatch, type FirstPartyBatch, type QueueState } from './queueState.ts';

/** A page's queue as it lies in storage, with what other pages need to know about its page. */
export interface StoredQueue extends QueueState {
  /** When its page last wrote it: without Web Locks, a queue left untouched for a day belongs to a page that died. */
  savedAt: number;
  /** Its page was left: it never writes this queue again, and any page may adopt it. */
  closed: boolean;
}

/** As read back: the previous version's single queue has no reserved id, time or mark. */
export type ReadQueue = Omit<StoredQueue, 'pendingBatchId'> & { pendingBatchId?: string };

const isTime = (value: unknown): value is number => Number.isFinite(value);
const isId = (value: unknown): value is string => isString(value) && value !== '';
const isEvents = (value: unknown): value is AnalyticsEvent[] => arrayOf(isAnalyticsEvent)(value) && value.length <= analyticsBatchSize;

/** A batch as stored; one stored before batches carried the beacon mark has none. */
type Stored<T extends Batch> = Omit<T, 'beaconed'> & { beaconed?: boolean };
type StoredBatch = Stored<EventBatch> | Stored<FirstPartyBatch>;

const sending = { batchId: isId, createdAt: isTime, failures: isWholeNumber, nextAttemptAt: isTime, beaconed: optional(isBoolean) };
const isStoredEventBatch = hasFields<Stored<EventBatch>>({
  ...sending,
  events: (value): value is AnalyticsEvent[] => isEvents(value) && value.length >= 1,
});
const isStoredFirstPartyBatch = hasFields<Stored<FirstPartyBatch>>({ ...sending, firstParty: isFirstPartyBody });
const isStoredBatch = (value: unknown): value is StoredBatch => isStoredEventBatch(value) || isStoredFirstPartyBatch(value);

const isStoredQueue = hasFields<Omit<Partial<StoredQueue>, 'pending' | 'batches'> & { pending: AnalyticsEvent[]; batches: StoredBatch[] }>({
  pending: isEvents,
  pendingBatchId: optional(isId),
  batches: arrayOf(isStoredBatch),
  savedAt: optional(isTime),
  closed: optional(isBoolean),
});

/** The queue under `key`, or undefined when it is missing or corrupt. The previous version's queue reads as closed. */
export function readQueue(store: KeyValueStore, key: string): ReadQueue | undefined {
  const stored = readStored(store, key, isStoredQueue);
  if (!stored) return undefined;
  const batches = stored.batches.map((batch) => ({ ...batch, beaconed: batch.beaconed === true }));
  return { ...stored, batches, savedAt: stored.savedAt ?? 0, closed: stored.closed ?? true };
}
