import { removeStored, storedKeys, writeStored, type ListableStore } from '../storage/keyValueStore.ts';
import { isAnalyticsQueueKey } from './keys.ts';
import type { PageLocks } from './pageLocks.ts';
import { sealedBatches, withAdopted, type QueueState } from './queueState.ts';
import { readQueue, type ReadQueue } from './storedQueue.ts';

/** Without Web Locks: a queue not written for a day belongs to a page that died without being left (a crash, a killed tab). */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

/** An orphan's key and its queue; undefined when corrupt, since nothing in it can be sent. */
export type Orphan = readonly [key: string, queue: ReadQueue | undefined];

/**
 * The queues of other pages that are gone: closed by their page, or (with Web Locks) whose lock
 * nobody holds. Keys are listed before the locks are asked: a page writes its key only once it
 * holds the lock, so a listed key whose lock the answer leaves out has truly lost its page.
 */
export async function findOrphans(store: ListableStore, ownKey: string, locks: PageLocks, now: () => number): Promise<Orphan[]> {
  const keys = storedKeys(store).filter((key) => isAnalyticsQueueKey(key) && key !== ownKey);
  if (keys.length === 0) return [];
  const held = await locks.held();
  const gone = (key: string, queue: ReadQueue) => queue.closed || (held ? !held.has(key) : now() - queue.savedAt > abandonedAfterMs);
  return keys.map((key): Orphan => [key, readQueue(store, key)]).filter(([key, queue]) => !queue || gone(key, queue));
}

export interface Adopter {
  store: ListableStore;
  now: number;
  randomId: () => string;
  /** Writes the adopting page's queue under its own key; false when the browser refused. */
  save: (state: QueueState) => boolean;
}

/**
 * Takes an orphan's batches into `state` in three steps, so that a crash after any of them loses
 * no event and never cuts the same events twice: (1) pending events without a reserved batch id
 * (only the previous version's queue has them) get one, written back under the orphan's key;
 * (2) the orphan's batches, its pending events as one more, join this page's queue, written under
 * this page's key; (3) the orphan's key is deleted. A crash between 2 and 3 leaves the same batch
 * ids under two keys: the next adopter keeps each id once, and the server stores a batch id once.
 */
export function adopt(adopter: Adopter, [key, orphan]: Orphan, state: QueueState): QueueState {
  const { store, save } = adopter;
  if (!orphan) {
    removeStored(store, key);
    return state;
  }
  const fixed = { ...orphan, pendingBatchId: orphan.pendingBatchId ?? adopter.randomId() };
  if (!orphan.pendingBatchId && orphan.pending.length > 0 && !writeStored(store, key, fixed)) return state;
  const next = withAdopted(state, sealedBatches(fixed, adopter.now));
  if (save(next)) removeStored(store, key);
  return next;
}
