import type { Context } from 'hono';
import type { ClientAddress } from '../http/clientAddress.ts';
import { platformHeaders } from '../http/platformHeaders.ts';

/**
 * The transaction-scoped settings PostgREST gives a request, which the pre-request function,
 * triggers and policies read with current_setting(): `request.method`, `request.path` (behind the
 * gateway, which strips `/rest/v1`) and `request.headers` (a JSON object, names in lower case), with
 * the headers as the platform's gateway hands them on; once the body is read, `content-length`
 * is its measured size, as a gateway that buffers bodies sends it. Under RATE_LIMITS=off, `app.rate_limits`
 * says so to the database's own limits.
 */
export function requestSettings(c: Context, clientAddress: ClientAddress, rateLimits: boolean, bodyBytes?: number): Record<string, string> {
  const path = new URL(c.req.url).pathname.split('/').slice(3).join('/');
  const headers = platformHeaders(c, clientAddress);
  if (bodyBytes !== undefined) {
    headers.delete('transfer-encoding');
    headers.set('content-length', String(bodyBytes));
  }
  return {
    'request.method': c.req.method,
    'request.path': `/${path}`,
    'request.headers': JSON.stringify(Object.fromEntries(headers)),
    ...(rateLimits ? {} : { 'app.rate_limits': 'off' }),
  };
}
