import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressSeen } from '../../functions/_shared/http/clientAddress.ts';

/** The client's address for one request: what the auth limits count and the function gateway hands on as X-Real-IP. */
export type ClientAddress = (context: Context) => string;

/**
 * The kit's one rule, fed with the socket's peer and the TRUST_PROXY hop count. A request that
 * comes in without a socket (answered in-process) has no peer, and counts as `unknown`.
 */
export function clientAddressRule(trustedProxies: number): ClientAddress {
  return (context) => addressSeen(socketAddress(context), context.req.header('x-forwarded-for'), trustedProxies);
}

function socketAddress(context: Context): string | undefined {
  const bindings = context.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming ? getConnInfo(context).remote.address : undefined;
}
