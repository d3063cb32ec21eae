import { parseConsentCookie } from '../../consent/cookies.ts';
import type { SubmissionPorts } from '../submission.ts';

export interface AnalyticsRequest {
  name: 'assessment_complete';
  data: { role: string; score: number; level: string };
}

/** The event the page's analytics queue listens for on `document` to queue an event. */
export const analyticsRequestEvent = 'site:analytics';

/**
 * The island's analytics port: `assessment_complete` leaves only when the visitor said yes to
 * analytics, checked here and again by the queue, so a missing or withdrawn consent never sends it.
 */
export function trackWithConsent(
  hasAnalyticsConsent: () => boolean,
  enqueue: (request: AnalyticsRequest) => void,
): SubmissionPorts['track'] {
  return (name, data) => {
    if (hasAnalyticsConsent()) enqueue({ name, data });
  };
}

export function analyticsConsentFromCookie(cookies: () => string): () => boolean {
  return () => parseConsentCookie(cookies())?.analytics === true;
}

/** Dispatches on the target found at call time, so the port can be built while rendering at build. */
export function enqueueOn(target: () => EventTarget): (request: AnalyticsRequest) => void {
  return (request) => target().dispatchEvent(new CustomEvent<AnalyticsRequest>(analyticsRequestEvent, { detail: request }));
}
