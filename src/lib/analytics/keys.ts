/**
 * localStorage: each page's events and batches not yet confirmed by the backend, under a key of its
 * own (`analytics-queue:<page id>`), so pages open side by side never write over each other.
 */
export const analyticsQueueKeyPrefix = 'analytics-queue:';

/** localStorage: the one queue of every tab that the previous version kept; adopted, never written. */
export const legacyAnalyticsQueueKey = 'analytics-queue';

/**
 * localStorage: written and removed at once when analytics consent is withdrawn, so every other
 * open tab hears of it through its storage event and stops. The cookie cannot carry that news: a
 * tab may still read the old consent cookie when the event arrives, and it would then go on
 * queueing. Nothing stays under this key.
 */
export const analyticsWithdrawnKey = 'analytics-withdrawn';

export const isAnalyticsQueueKey = (key: string): boolean => key === legacyAnalyticsQueueKey || key.startsWith(analyticsQueueKeyPrefix);

/** sessionStorage: UTM parameters, referrer and landing page of this browser session. */
export const utmParamsKey = 'utm-params';

/** sessionStorage: set once the session_start event of this browser session was queued. */
export const sessionStartedKey = 'analytics-session-started';
