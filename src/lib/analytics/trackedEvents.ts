import { isTrue } from '../plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import type { AnalyticsEventName } from './eventNames.ts';
import { sessionStartedKey } from './keys.ts';

/** The events the layout tracks on every page. */
export const trackedEvents: Readonly<Record<string, AnalyticsEventName>> = {
  pageView: 'page_view',
  routeAccess: 'route_access',
  crossSiteNavigation: 'cross_site_navigation',
  crossSiteSyncRequest: 'cross_site_sync_request',
  sessionStart: 'session_start',
} as const;

/**
 * True exactly once per browser session: the first page that asks queues `session_start`.
 * When session storage is blocked every page counts as a start, which overcounts rather than
 * hides visits.
 */
export function claimSessionStart(session: KeyValueStore): boolean {
  if (readStored(session, sessionStartedKey, isTrue)) return false;
  writeStored(session, sessionStartedKey, true);
  return true;
}
