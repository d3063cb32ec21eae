/**
 * A minimal backend for the auth tests: PGlite in memory with the API roles, the auth schema and
 * the auth routes at /auth/v1, served over real HTTP on a free port, with a fake clock and an
 * in-memory outbox. Stands in until the shared backend helper exists.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import type { BackendConfig, OutgoingMail } from '../../../../server/contracts.ts';
import { createAuthRoutes } from '../../../../server/auth/routes.ts';
import { testKeys } from './keys.ts';

const authSchema = readFileSync(new URL('../../../../server/db/auth-schema.sql', import.meta.url), 'utf8');

const apiRoles = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
  end $$;`;

export interface AuthBackend {
  url: string;
  anonKey: string;
  db: PGlite;
  config: BackendConfig;
  client(): SupabaseClient;
  mails(): OutgoingMail[];
  /** Moves the backend's clock forward; the process clock is untouched. */
  advanceClock(ms: number): void;
  stop(): Promise<void>;
}

export async function startAuthBackend(overrides: Partial<BackendConfig> = {}): Promise<AuthBackend> {
  const db = await PGlite.create();
  await db.exec(apiRoles);
  await db.exec(authSchema);
  const keys = await testKeys();
  const outbox: OutgoingMail[] = [];
  let clockOffset = 0;
  const config: BackendConfig = {
    siteUrl: 'http://localhost:4321',
    jwtSecret: keys.jwtSecret,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    adminEmails: [],
    mailFrom: 'Elena Marsh <hello@elenamarsh.com>',
    authRateLimit: false,
    production: false,
    ...overrides,
  };
  const app = new Hono();
  app.route('/auth/v1', createAuthRoutes({ db, config, mail: { send: async (mail) => void outbox.push(mail) }, now: () => Date.now() + clockOffset }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    anonKey: config.anonKey,
    db,
    config,
    client: () => createClient(url, config.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
    mails: () => [...outbox],
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    stop: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await db.close();
    },
  };
}
