/** Cookie, storage and event names of the consent layer. */
export const consentCookie = 'cookie_consent';
export const sessionIdCookie = 'session_id';

/** Both cookies live 180 days. */
export const consentCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

/** sessionStorage: the visitor dismissed or answered the banner in this browser session. */
export const consentAcknowledgedKey = 'consent-acknowledged';

/** localStorage: consent writes the backend has not confirmed yet. */
export const consentOutboxKey = 'consent-outbox';

/**
 * Dispatched on `document` with the new `ConsentChoice` as `detail` whenever the visitor makes a
 * choice on this page, so other page scripts (the overlays' turn keeper) can react without
 * polling the cookie.
 */
export const consentChangeEvent = 'site:consent';
