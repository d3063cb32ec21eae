import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { bareHostName, isLocalhostName } from './hostNames.ts';

/**
 * Refuses, in development, a request whose Host is not this server's, against DNS rebinding: a
 * page on an attacker's domain that re-resolves the domain to 127.0.0.1 reaches the server
 * through the visitor's browser, with its own name in Host, and could read the mail catcher's
 * confirmation links or the API. Allowed: SITE_URL's host name, the localhost names and any IP
 * address, since a rebinding page always travels under a domain name (Vite's development server
 * allows the same). Requests answered in-process carry the backend's own URL.
 */
export function refuseUnknownHosts(siteUrl: string): MiddlewareHandler {
  const siteHost = bareHostName(new URL(siteUrl).hostname);
  return async (c, next) => {
    const host = bareHostName(new URL(c.req.url).hostname);
    if (host === siteHost || isLocalhostName(host) || isIP(host) !== 0) return next();
    return c.text(
      `Blocked request: this development server answers to ${siteHost}, localhost or an IP address, not to "${host}". ` +
        'To reach it under that name, set SITE_URL to its address.',
      403,
    );
  };
}
