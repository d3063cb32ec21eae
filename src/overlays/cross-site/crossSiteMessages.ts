import { z } from 'zod';
import { originOf } from '../../lib/analytics/brandSiteLink.ts';

/** Messages the brand site may post to this platform; a sync request is tracked. */
const crossSiteMessageSchema = z.object({ type: z.literal('sync_request') });

export type CrossSiteMessage = z.infer<typeof crossSiteMessageSchema>;

/**
 * A `message` event's content, only when it comes from exactly the configured brand site origin
 * (scheme, host and port) and has a known shape; anything else is ignored. With no brand site
 * configured, nothing is accepted.
 */
export function acceptCrossSiteMessage(event: { origin: string; data: unknown }, brandSite: string | undefined): CrossSiteMessage | null {
  const brandOrigin = originOf(brandSite);
  if (brandOrigin === null || event.origin !== brandOrigin) return null;
  const parsed = crossSiteMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
