import type { ServerType } from '@hono/node-server';
import { createBackend, type Backend } from '../../../../server/backend.ts';
import { listen } from '../../../../server/start/listen.ts';

export interface ListeningBackend {
  backend: Backend;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * The backend behind the very server `npm start` runs (server/start/listen.ts), on a free port,
 * so the tests see what a visitor's connection sees: the socket's address, keep-alive, closing.
 */
export async function startListeningBackend(env: Record<string, string> = {}): Promise<ListeningBackend> {
  const backend = await createBackend({ memory: true, env: { AUTH_RATE_LIMIT: 'off', ...env } });
  const { server, port } = await listen(0, Promise.resolve(backend.fetch));
  return { backend, port, url: `http://localhost:${port}`, stop: () => stop(server, backend) };
}

async function stop(server: ServerType, backend: Backend): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
  await backend.close();
}
