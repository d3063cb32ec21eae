import { localStore } from '../storage/lazyStores.ts';
import { loadedAnalytics } from './analyticsSwitch.ts';
import { removeAnalyticsQueues } from './removeQueues.ts';

/**
 * Consent withdrawn: nothing more is sent, and whatever waited is deleted, loaded or not. Apart
 * from analyticsSwitch.ts, which every page script carries, since only a choice made on the page
 * needs it.
 */
export function stopAnalytics(): void {
  removeAnalyticsQueues(localStore);
  void loadedAnalytics()?.then(({ stop }) => stop());
}
