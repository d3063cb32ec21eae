import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type Backend, type BackendOptions, createBackend } from '../../../server/backend.ts';
import type { StoredMail } from '../../../server/contracts.ts';
import { createScratchDatabase, testDatabaseUrl } from './postgresServer.ts';
import { templateDatabase } from './postgresTemplate.ts';

/**
 * Time a beforeAll may take to start the backend. About 2 s on a quiet machine; a loaded shared
 * machine has been measured at 40 s, and a timeout there would only hide the real results.
 */
export const backendStartTimeout = 180_000;

export interface TestBackendOptions {
  adminEmails?: string[];
  env?: Record<string, string>;
  /** A dist/ to serve; tests of the REST and functions layers need none. */
  distDir?: string;
  /** The backend's clock, for tests of expiry and rate limits; the process clock by default. */
  now?: () => number;
  /** The site's rebuilds, with a build command the test gives (a fast fake: a real build takes a minute). */
  siteRebuild?: BackendOptions['siteRebuild'];
  /** The functions served by their Deno entries instead of their handlers in this process. */
  denoFunctions?: BackendOptions['denoFunctions'];
}

export interface TestBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** A fresh supabase-js client with the anon key and no stored session. */
  client(): SupabaseClient;
  mails(): Promise<StoredMail[]>;
  backend: Backend;
  stop(): Promise<void>;
}

/**
 * The real backend behind a real HTTP server on a free port of 127.0.0.1, so supabase-js talks to
 * it exactly as the browser does. Its database is PGlite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a fresh database there, dropped at stop. Share one per test file:
 * it costs ~2 s.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl, templateDatabase()) : undefined;
  let backend: Backend | undefined;
  // The Node bindings (HTTP/1's: serve() runs node:http) carry the socket, so the backend sees
  // each client's address and can keep a connection honest.
  const server = serve({
    fetch: (request, bindings) => (backend ? backend.fetch(request, bindings as HttpBindings) : new Response('Starting', { status: 503 })),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  backend = await createBackend({
    memory: true,
    database: scratch ? { url: scratch.url } : undefined,
    distDir: options.distDir,
    now: options.now,
    siteRebuild: options.siteRebuild,
    denoFunctions: options.denoFunctions,
    env: { SITE_URL: url, ADMIN_EMAILS: (options.adminEmails ?? []).join(','), RATE_LIMITS: 'off', ...options.env },
  }).catch(async (error: unknown) => {
    server.close();
    await scratch?.drop();
    throw error;
  });
  const started = backend;
  return {
    url,
    port,
    anonKey: started.config.anonKey,
    serviceRoleKey: started.config.serviceRoleKey,
    jwtSecret: started.config.jwtSecret,
    client: () =>
      createClient(url, started.config.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
    mails: async () => ((await (await fetch(`${url}/_dev/mail.json`)).json()) as { messages: StoredMail[] }).messages,
    backend: started,
    async stop() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections a test left open would hold the server open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await started.close();
      await scratch?.drop();
    },
  };
}
