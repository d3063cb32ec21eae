/**
 * The events this site queues for `analytics-orchestrator`. The server keeps its own list and
 * refuses a batch holding any other name, so a name is added on both sides or not at all.
 */
export const analyticsEventNames = [
  'route_access',
  'page_view',
  'cross_site_navigation',
  'cross_site_sync_request',
  'session_start',
  'assessment_complete',
  'newsletter_subscribe',
  'lead_timed',
  'lead_scroll',
  'lead_exit',
  'consent_update',
  'feature_use',
] as const;

export type AnalyticsEventName = (typeof analyticsEventNames)[number];
