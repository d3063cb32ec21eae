import { removeAnalyticsQueues } from './removeQueues.ts';
import { localStore } from '../storage/lazyStores.ts';

let analytics: Promise<typeof import('./pageAnalytics.ts')> | null = null;

/** Loads first-party analytics (only ever called with analytics consent) and starts it. */
export function startAnalytics(): void {
  analytics ??= import('./pageAnalytics.ts');
  analytics.then(({ start }) => start()).catch((error: unknown) => console.warn('Analytics could not start.', error));
}

/** Consent withdrawn: nothing more is sent, and whatever waited is deleted, loaded or not. */
export function stopAnalytics(): void {
  removeAnalyticsQueues(localStore);
  void analytics?.then(({ stop }) => stop());
}
