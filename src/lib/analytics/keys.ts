/** localStorage: events and batches not yet confirmed by the backend. */
export const ANALYTICS_QUEUE_KEY = 'analytics-queue';

/** sessionStorage: UTM parameters, referrer and landing page of this browser session. */
export const UTM_PARAMS_KEY = 'utm-params';

/** sessionStorage: set once the session_start event of this browser session was queued. */
export const SESSION_STARTED_KEY = 'analytics-session-started';
