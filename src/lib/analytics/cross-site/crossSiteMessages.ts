import { originOf } from '../brandSiteLink.ts';
import { hasFields } from '../../plainChecks.ts';

/** Messages the brand site may post to this platform; a sync request is tracked. */
export interface CrossSiteMessage {
  type: 'sync_request';
}

const isCrossSiteMessage = hasFields<CrossSiteMessage>({ type: (value): value is 'sync_request' => value === 'sync_request' });

/**
 * A `message` event's content, only when it comes from exactly the configured brand site origin
 * (scheme, host and port) and has a known shape; anything else is ignored. With no brand site
 * configured, nothing is accepted.
 */
export function acceptCrossSiteMessage(event: { origin: string; data: unknown }, brandSite: string | undefined): CrossSiteMessage | null {
  const brandOrigin = originOf(brandSite);
  if (brandOrigin === null || event.origin !== brandOrigin) return null;
  return isCrossSiteMessage(event.data) ? { type: event.data.type } : null;
}
