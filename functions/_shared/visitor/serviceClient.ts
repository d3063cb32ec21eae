import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { VisitorEnv } from './visitorEnv.ts';

/**
 * The service-role client of the visitor functions. Why the service role: analytics, newsletter
 * and contact rows must not be writable by visitors directly (they could write anything, skip the
 * honeypot and the rate limits, or read the subscriber list), so only these functions write them,
 * after validating the request. Never use it to read data back to the caller.
 */
export function createServiceClient(env: VisitorEnv): SupabaseClient {
  return createClient(env.supabaseUrl, env.serviceRoleKey, {
    global: { fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
