import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';

/** The longest a request may take to arrive: a large upload over a slow link. */
export const uploadTimeoutMs = 30 * 60_000;

type NodeFetch = (request: Request, bindings: HttpBindings) => Promise<Response>;

/**
 * Listens on `host` (HOST; 127.0.0.1 unless told, so only this machine reaches a development
 * server) before the database is ready, so a busy port is reported at once; requests that arrive
 * meanwhile wait for the backend instead of failing. The Node request travels along, so the
 * backend sees the client's socket.
 */
export async function listen(
  port: number,
  host: string,
  handler: Promise<NodeFetch>,
): Promise<{ server: ServerType; address: AddressInfo }> {
  // serve() without its own createServer runs node:http, so the bindings are HTTP/1's.
  const server = serve({ fetch: async (request, bindings) => (await handler)(request, bindings as HttpBindings), port, hostname: host });
  // Node gives a whole request 5 minutes by default; an episode's audio (up to 500 MB) uploaded to
  // /storage/v1 over a 10 Mbit/s link takes about 7. The headers keep their own 60 s limit.
  if ('requestTimeout' in server) server.requestTimeout = uploadTimeoutMs;
  await new Promise<void>((resolve) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        console.error(`Port ${port} is already in use on ${host}: stop the other server or start with PORT=<another port>.`);
      else console.error(`Could not listen on ${host}, port ${port}: ${error.message}`);
      process.exit(1);
    });
  });
  return { server, address: server.address() as AddressInfo };
}
