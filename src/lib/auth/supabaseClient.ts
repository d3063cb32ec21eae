import type { SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '../storageKeys.ts';
import { backendConfig } from './backendConfig.ts';
import { readerSession } from './readerBackend.ts';
import { trackRetryAfter } from './retryAfter.ts';

const retryAfter = trackRetryAfter((input, init) => fetch(input, init), Date.now);
let client: Promise<SupabaseClient> | undefined;

type SupabaseJs = Pick<typeof import('@supabase/supabase-js'), 'createClient'>;

/**
 * The one backend client of the page, created on first use. supabase-js is imported here,
 * dynamically, so only a form that needs Auth's other calls, or an admin tool, downloads it; an
 * admin page's element, which always needs it, hands over its own static import instead.
 */
export function getSupabase(supabaseJs: () => Promise<SupabaseJs> = () => import('@supabase/supabase-js')): Promise<SupabaseClient> {
  client ??= supabaseJs().then(({ createClient }) => {
    const { url, anonKey } = backendConfig(import.meta.env, location.origin);
    const created = createClient(url, anonKey, {
      auth: { storageKey: authStorageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      global: { fetch: retryAfter.fetch },
    });
    // A sign-in, sign-out or renewal made by a form reaches the page's session, and through it the header.
    const { emit } = readerSession();
    created.auth.onAuthStateChange((event, session) => {
      if (event !== 'INITIAL_SESSION') emit(event, session);
    });
    return created;
  });
  return client;
}

/** Seconds the backend last asked us to wait after a 429, if it said. */
export const lastRetryAfterSeconds = retryAfter.lastRetryAfterSeconds;
