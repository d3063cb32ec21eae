import { rateLimitSource } from './rateLimitSource.ts';

/**
 * Which address a per-client rate limit counts: the one the platform saw, never one the caller
 * wrote. Each proxy appends the address it received the request from to X-Forwarded-For, so only
 * the right-hand entries written by proxies we run can be believed; anything to their left is
 * whatever the caller sent, and believing it would give a script a fresh limit per request.
 *
 * `trustedProxies` is how many reverse proxies sit in front of the server (TRUST_PROXY). The
 * socket's peer is the nearest one; each further trusted proxy is one more entry from the right.
 * With none, X-Forwarded-For is ignored. Behind a proxy, each visitor counts on their own, so one
 * visitor's failures do not lock out everyone behind the same proxy.
 */
export function addressSeen(socketAddress: string | undefined, forwardedFor: string | null | undefined, trustedProxies: number): string {
  const hops =
    trustedProxies > 0
      ? (forwardedFor ?? '')
          .split(',')
          .map((hop) => hop.trim())
          .filter(Boolean)
      : [];
  const chain = [...hops, socketAddress ?? 'unknown'];
  // A shorter chain holds only entries written by trusted proxies, so its far end is the client.
  return chain.at(-1 - trustedProxies) ?? chain[0] ?? 'unknown';
}

/**
 * The caller's source inside a function: X-Real-IP, which the platform sets from the address it
 * saw (hosted Supabase, and the embedded backend's gateway by the rule above), replacing whatever
 * the caller sent, counted as rateLimitSource says (an IPv6 address as its /64). It is only ever
 * the input of a keyed hash for rate limits, never stored.
 */
export function platformAddress(request: Request): string {
  return rateLimitSource(request.headers.get('x-real-ip')?.trim() || 'unknown');
}
