/**
 * What a page records on its own, with analytics consent, on the page's durable queue: the goals
 * the console counts where the browser sees them happen, the assistant's conversations, and the
 * uses of the site's apps. Uses that are a click or a change are marked in the markup instead
 * (usageEvents.ts). Loaded only with the code that records, never by a page that merely shows.
 */
import { analyticsRequestEvent, type AnalyticsRequest } from '../assessments/results/completionEvent.ts';
import { consentCookie } from '../consent/keys.ts';
import { readStoredChoice } from '../consent/storedChoice.ts';
import { loadedAnalytics, startAnalytics } from './analyticsSwitch.ts';
import type { AnalyticsEventName } from './eventNames.ts';
import type { AppName, Metadata } from './firstParty.ts';

export type RecordedEvent = Extract<
  AnalyticsEventName,
  'newsletter_subscribe' | 'assessment_complete' | 'contact_sent' | 'elevenlabs_conversation_started' | 'elevenlabs_conversation_ended'
>;

/**
 * Hands this page's analytics to `use` once it has started, only while the stored choice allows
 * analytics: an event recorded before the queue has loaded waits for it rather than being lost.
 */
function withAnalytics(use: (started: typeof import('./pageAnalytics.ts')) => void): void {
  if (readStoredChoice(document.cookie, consentCookie)?.analytics !== true) return;
  startAnalytics();
  loadedAnalytics()
    ?.then(use)
    .catch((error: unknown) => console.warn('An analytics event was not recorded.', error));
}

/** Asked for on `document` as other scripts ask (pageEvents.ts), once the queue listens there. */
export function recordEvent(name: RecordedEvent, data: Record<string, unknown> = {}): void {
  withAnalytics(() => document.dispatchEvent(new CustomEvent<AnalyticsRequest>(analyticsRequestEvent, { detail: { name, data } })));
}

export function recordAppUsage(app: AppName, action: string, metadata: Metadata = {}): void {
  withAnalytics(({ recordAppUsage: record }) => record(app, action, metadata));
}
