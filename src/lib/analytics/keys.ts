/** localStorage: events and batches not yet confirmed by the backend. */
export const analyticsQueueKey = 'analytics-queue';

/** sessionStorage: UTM parameters, referrer and landing page of this browser session. */
export const utmParamsKey = 'utm-params';

/** sessionStorage: set once the session_start event of this browser session was queued. */
export const sessionStartedKey = 'analytics-session-started';
