let analytics: Promise<typeof import('./pageAnalytics.ts')> | null = null;

/** Loads first-party analytics (only ever called with analytics consent) and starts it. */
export function startAnalytics(): void {
  analytics ??= import('./pageAnalytics.ts');
  analytics.then(({ start }) => start()).catch((error: unknown) => console.warn('Analytics could not start.', error));
}

/** The analytics this page loaded, if any, for stopAnalytics.ts. */
export const loadedAnalytics = () => analytics;
