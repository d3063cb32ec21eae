import { removeStored, storedKeys, type ListableStore } from '../storage/keyValueStore.ts';
import { isAnalyticsQueueKey } from './keys.ts';

/** Deletes the analytics queue of every page, open or gone, and the previous version's one. */
export function removeAnalyticsQueues(store: ListableStore): void {
  for (const key of storedKeys(store).filter(isAnalyticsQueueKey)) removeStored(store, key);
}
