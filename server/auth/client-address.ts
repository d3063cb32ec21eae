/**
 * The client's IP address for rate limits: the socket's peer as @hono/node-server exposes it,
 * or the first X-Forwarded-For hop only when the backend is told it sits behind a proxy it
 * trusts (otherwise any client could pick its own address).
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = context.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
