import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { createBackend, type Backend } from '../../server/backend.ts';

export interface IngestServer {
  origin: string;
  backend: Backend;
  stop(): Promise<void>;
}

/**
 * The embedded backend in memory, served over HTTP on a free port of 127.0.0.1, in this process so
 * that the benchmark can read its database afterwards. Rate limits are off, as for every test.
 */
export async function startIngestServer(): Promise<IngestServer> {
  let backend: Backend | undefined;
  const server = serve({
    fetch: (request, bindings) => (backend ? backend.fetch(request, bindings as HttpBindings) : new Response('Starting', { status: 503 })),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = await createBackend({ memory: true, env: { SITE_URL: origin, RATE_LIMITS: 'off', AUTH_RATE_LIMIT: 'off' } });
  backend = started;
  return {
    origin,
    backend: started,
    async stop() {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await started.close();
    },
  };
}
