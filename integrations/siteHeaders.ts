/**
 * The response headers of the site, written once: the embedded backend sends them
 * (server/static/securityHeaders.ts, staticRoutes.ts) and the build writes them into
 * dist/_headers for static hosts (hostHeaders.ts), so a deployed site answers as the tested one.
 */

/** Sent with every response. */
export const everyResponseHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The older form of the pages' `frame-ancestors 'self'`, for browsers that read only this one.
  'X-Frame-Options': 'SAMEORIGIN',
  // The voice assistant records from the microphone on this origin only; nothing else is needed.
  'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
};

/**
 * Over HTTPS only: the embedded backend sends it in production, where it stands behind https; a
 * static host serves the public https site, so dist/_headers always carries it.
 */
export const strictTransportSecurity = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } as const;

/**
 * The policy of every response that has none of its own (scripts, data, images, errors). A worker
 * runs under the policy of its own script's response, so this one lets the offline speech
 * engine's worker compile its WebAssembly ('wasm-unsafe-eval' allows no JavaScript eval).
 */
export const defaultContentSecurityPolicy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Files under this prefix carry a content hash in their name and never change. */
export const hashedAssetsPrefix = '/_astro/';

export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pages and unhashed files: kept, but checked against their ETag before each use. */
  other: 'no-cache',
} as const;
