/**
 * What a page records on its own, with analytics consent, on the page's durable queue: the goals
 * the console counts where the browser sees them happen, and the uses of the site's apps. Uses
 * that are a click or a change are marked in the markup instead (usageEvents.ts).
 */
import { withAnalytics } from './analyticsSwitch.ts';
import type { AnalyticsEventName } from './eventNames.ts';
import type { AppName, Metadata } from './firstParty.ts';

/** The goals, and the assistant's conversations, which the console reads beside them. */
export type RecordedEvent = Extract<
  AnalyticsEventName,
  'newsletter_subscribe' | 'assessment_complete' | 'contact_sent' | 'elevenlabs_conversation_started' | 'elevenlabs_conversation_ended'
>;

export function recordEvent(name: RecordedEvent, data: Record<string, unknown> = {}): void {
  withAnalytics(({ track }) => track(name, data));
}

export function recordAppUsage(app: AppName, action: string, metadata: Metadata = {}): void {
  withAnalytics(({ recordAppUsage: record }) => record(app, action, metadata));
}
