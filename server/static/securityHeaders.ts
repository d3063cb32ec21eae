import type { MiddlewareHandler } from 'hono';
import { defaultContentSecurityPolicy, everyResponseHeaders, strictTransportSecurity } from '../../integrations/siteHeaders.ts';

/** The headers production's static host sends too (dist/_headers); a page's own CSP (set by the handler) wins over the default. */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const fixed = Object.entries({ ...everyResponseHeaders, ...(options.production ? strictTransportSecurity : {}) });
  return async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultContentSecurityPolicy);
    for (const [name, value] of fixed) headers.set(name, value);
  };
}
