import type { SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '../storageKeys.ts';
import { backendConfig } from './backendConfig.ts';
import { trackRetryAfter } from './retryAfter.ts';

const retryAfter = trackRetryAfter((input, init) => fetch(input, init), Date.now);
let client: Promise<SupabaseClient> | undefined;

/**
 * The one backend client of the page, created on first use. supabase-js is imported here and only
 * here, dynamically, so a signed-out reader of a public page never downloads it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = backendConfig(import.meta.env, location.origin);
    return createClient(url, anonKey, {
      auth: { storageKey: authStorageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      global: { fetch: retryAfter.fetch },
    });
  });
  return client;
}

/** Seconds the backend last asked us to wait after a 429, if it said. */
export const lastRetryAfterSeconds = retryAfter.lastRetryAfterSeconds;
