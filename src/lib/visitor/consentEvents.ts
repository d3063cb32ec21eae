/**
 * Dispatched on `document` with the new `ConsentChoice` as `detail` whenever the visitor makes a
 * choice on this page, so other page scripts (the overlays' turn keeper) can react without
 * polling the cookie.
 */
export const consentChangeEvent = 'site:consent';
