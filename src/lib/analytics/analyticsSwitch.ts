let analytics: Promise<typeof import('./pageAnalytics.ts')> | null = null;

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
