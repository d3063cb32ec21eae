import { parseConsentCookie } from '../../consent/cookies.ts';

/** An event another script asks the page's analytics to queue (the podcast player, the cross-site record). */
export interface AnalyticsRequest {
  name: string;
  data: Record<string, unknown>;
}

/** The event the page's analytics queue listens for on `document` to queue an event. */
export const analyticsRequestEvent = 'site:analytics';

export function analyticsConsentFromCookie(cookies: () => string): () => boolean {
  return () => parseConsentCookie(cookies())?.analytics === true;
}
