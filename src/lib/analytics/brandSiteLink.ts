/** The origin (scheme, host and port) of an address, or null for none, a malformed one or an opaque origin. */
export function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
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
