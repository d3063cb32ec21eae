import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from '../_shared/env.ts';

const writers = new WeakMap<FunctionEnv, SupabaseClient>();

/**
 * The service-role client that writes conversations. Why the service role: users may read and
 * delete their conversations but never write them, so the transcript the admin reads holds what
 * the assistant really said, and its counts are true. This function writes only after it has
 * read the session with the caller's own token and found it theirs. It also takes the rate-limit
 * counters, which only the service role may. Never used to read anything back to the caller.
 */
export function transcriptWriter(env: FunctionEnv): SupabaseClient {
  let client = writers.get(env);
  if (!client) {
    if (!env.SUPABASE_SERVICE_ROLE_KEY) throw new Error('voice-conversation stores conversations: set SUPABASE_SERVICE_ROLE_KEY.');
    client = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
      global: { fetch: env.fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    writers.set(env, client);
  }
  return client;
}

/** What rateLimited() needs: the key of its counters' hashes, and whether limits apply. */
export const rateLimitSettings = (env: FunctionEnv) => ({
  secret: env.SUPABASE_SERVICE_ROLE_KEY ?? '',
  rateLimits: env.RATE_LIMITS === 'on',
});
