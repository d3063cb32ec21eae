/**
 * localStorage: each page's events and batches not yet confirmed by the backend, under a key of its
 * own (`analytics-queue:<page id>`), so pages open side by side never write over each other.
 */
export const analyticsQueueKeyPrefix = 'analytics-queue:';

/** localStorage: the one queue of every tab that the previous version kept; adopted, never written. */
export const legacyAnalyticsQueueKey = 'analytics-queue';

export const isAnalyticsQueueKey = (key: string): boolean => key === legacyAnalyticsQueueKey || key.startsWith(analyticsQueueKeyPrefix);

/** sessionStorage: UTM parameters, referrer and landing page of this browser session. */
export const utmParamsKey = 'utm-params';

/** sessionStorage: set once the session_start event of this browser session was queued. */
export const sessionStartedKey = 'analytics-session-started';
