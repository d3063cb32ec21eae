/**
 * The analytics event names the orchestrator stores. A name outside this list is rejected, so a
 * visitor cannot fill the table with made-up events. Server-only: the browser has its own list of
 * what it tracks, and this one decides what is kept.
 */
export const analyticsEventNames = [
  'route_access',
  'page_view',
  'cross_site_navigation',
  'cross_site_sync_request',
  'session_start',
  'assessment_complete',
  'newsletter_subscribe',
  'contact_sent',
  'lead_timed',
  'lead_scroll',
  'lead_exit',
  'consent_update',
  'feature_use',
  'elevenlabs_conversation_started',
  'elevenlabs_conversation_ended',
  'podcast_play',
  'podcast_complete',
] as const;

export type AnalyticsEventName = (typeof analyticsEventNames)[number];
