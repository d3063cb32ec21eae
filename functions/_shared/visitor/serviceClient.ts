import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { VisitorEnv } from './visitorEnv.ts';

type ServiceRoleEnv = Pick<VisitorEnv, 'supabaseUrl' | 'serviceRoleKey' | 'fetch'>;

const clients = new WeakMap<ServiceRoleEnv, SupabaseClient>();

/**
 * The service-role client of the visitor functions. Why the service role: analytics, newsletter
 * and contact rows must not be writable by visitors directly (they could write anything, skip the
 * honeypot and the rate limits, or read the subscriber list), so only these functions write them,
 * after validating the request. Never use it to read data back to the caller.
 *
 * One per environment, made on first use: it holds no session and no state of a request, and
 * making one (with its auth and realtime clients) cost more than an analytics batch's own checks.
 */
export function serviceClient(env: ServiceRoleEnv): SupabaseClient {
  let client = clients.get(env);
  if (!client) {
    client = createClient(env.supabaseUrl, env.serviceRoleKey, {
      global: { fetch: env.fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(env, client);
  }
  return client;
}
