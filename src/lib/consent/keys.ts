/** Cookie, storage and event names of the consent layer. */
export const CONSENT_COOKIE = 'cookie_consent';
export const SESSION_ID_COOKIE = 'session_id';

/** Both cookies live 180 days (spec §9). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** sessionStorage: the visitor dismissed or answered the banner in this browser session. */
export const CONSENT_ACKNOWLEDGED_KEY = 'consent-acknowledged';

/** localStorage: consent writes the backend has not confirmed yet. */
export const CONSENT_OUTBOX_KEY = 'consent-outbox';

/**
 * Dispatched on `document` with the new `ConsentChoice` as `detail` whenever the visitor makes a
 * choice on this page, so other page scripts (the overlays' turn keeper) can react without
 * polling the cookie.
 */
export const consentChangeEvent = 'site:consent';
