/**
 * Where the Google tag comes from and what it calls, for the page and for the CSP
 * (astro.config.mjs passes these origins to the CSP integration when a measurement ID is set).
 */
export const googleTagOrigin = 'https://www.googletagmanager.com';

/** Origins the tag sends measurements to (Google's published list for GA4 with a strict CSP). */
export const googleTagConnectOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export function googleTagScriptUrl(measurementId: string): string {
  return `${googleTagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
