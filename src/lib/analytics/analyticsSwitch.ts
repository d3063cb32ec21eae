import { consentCookie } from '../consent/keys.ts';
import { readStoredChoice } from '../consent/storedChoice.ts';

type PageAnalytics = typeof import('./pageAnalytics.ts');

let analytics: Promise<PageAnalytics> | null = null;

/**
 * True for a page shown in a frame of this same site: the site frames itself only to observe its
 * own pages (the admin's navigation test), which is no reader's visit. `frameElement` is null at
 * the top and under another origin's frame, so a reader's page is never mistaken for one.
 */
export const isObservedBySite = (win: Pick<Window, 'frameElement'>): boolean => win.frameElement !== null;

/** Loads first-party analytics (only ever called with analytics consent) and starts it, except in the site's own frames. */
export function startAnalytics(): void {
  if (isObservedBySite(window)) return;
  analytics ??= import('./pageAnalytics.ts');
  analytics.then(({ start }) => start()).catch((error: unknown) => console.warn('Analytics could not start.', error));
}

/** The analytics this page loaded, if any, for stopAnalytics.ts. */
export const loadedAnalytics = () => analytics;

/**
 * Hands this page's analytics to `use` once it has started, only while the stored choice allows
 * analytics: what a page records on its own (a goal, an app's use) waits for the queue to load
 * rather than being lost, and nothing is recorded without consent.
 */
export function withAnalytics(use: (started: PageAnalytics) => void): void {
  if (readStoredChoice(document.cookie, consentCookie)?.analytics !== true) return;
  startAnalytics();
  analytics?.then(use).catch((error: unknown) => console.warn('An analytics event was not recorded.', error));
}
