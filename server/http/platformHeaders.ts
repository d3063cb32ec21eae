import type { Context } from 'hono';
import type { ClientAddress } from './clientAddress.ts';

/**
 * The request's headers as the platform's gateway hands them on, to the functions and to the REST
 * layer's database alike: X-Real-IP holds the address the platform saw (by the TRUST_PROXY rule)
 * and the forwarding headers a caller may write are gone, so rate limits count the real caller.
 */
export function platformHeaders(c: Context, clientAddress: ClientAddress): Headers {
  const headers = new Headers(c.req.raw.headers);
  for (const name of ['x-forwarded-for', 'cf-connecting-ip']) headers.delete(name);
  headers.set('x-real-ip', clientAddress(c));
  return headers;
}
