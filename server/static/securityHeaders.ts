import type { MiddlewareHandler } from 'hono';

export const defaultContentSecurityPolicy = "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** The headers production's static host sends too; a page's own CSP (set by the handler) wins over the default. */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultContentSecurityPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    // The voice assistant records from the microphone on this origin only; nothing else is needed.
    headers.set('Permissions-Policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    if (options.production) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
