import { z } from 'zod';

/** Messages the brand site may post to this platform; a sync request is tracked. */
const crossSiteMessageSchema = z.object({ type: z.literal('sync_request') });

export type CrossSiteMessage = z.infer<typeof crossSiteMessageSchema>;

function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

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

/** A link leading to the brand site, so a click on it is tracked as cross-site navigation. */
export function isBrandSiteLink(href: string, pageUrl: string, brandSite: string | undefined): boolean {
  const brandOrigin = originOf(brandSite);
  if (brandOrigin === null) return false;
  try {
    return new URL(href, pageUrl).origin === brandOrigin;
  } catch {
    return false;
  }
}
