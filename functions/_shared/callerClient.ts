import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from './env.ts';

/**
 * A client that queries as the CALLER: the anon key plus the caller's own Authorization header,
 * so every row it reads or writes passes the same RLS policies as the browser's requests.
 */
export function createCallerClient(request: Request, env: FunctionEnv): SupabaseClient {
  const authorization = request.headers.get('authorization') ?? `Bearer ${env.SUPABASE_ANON_KEY}`;
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    global: { headers: { Authorization: authorization }, fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
