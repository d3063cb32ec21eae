import { localStore } from '../storage/lazyStores.ts';
import { loadedAnalytics } from './analyticsSwitch.ts';
import { removeAnalyticsQueues } from './removeQueues.ts';
import { analyticsWithdrawnKey } from './keys.ts';
import { removeStored, writeStored } from '../storage/keyValueStore.ts';

/**
 * Consent withdrawn: nothing more is sent, and whatever waited is deleted, loaded or not. Apart
 * from analyticsSwitch.ts, which every page script carries, since only a choice made on the page
 * needs it.
 */
export function stopAnalytics(): void {
  // Told before the queues go: a tab that sees its queue removed has already heard why.
  writeStored(localStore, analyticsWithdrawnKey, Date.now());
  removeStored(localStore, analyticsWithdrawnKey);
  removeAnalyticsQueues(localStore);
  void loadedAnalytics()?.then(({ stop }) => stop());
}
