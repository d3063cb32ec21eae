import { signInLanding } from '../access.ts';
import { authStorageKey, voiceConversationKey } from '../storageKeys.ts';
import { clearAdminCache } from './adminCache.ts';
import { getSupabase } from './supabaseClient.ts';

/**
 * Signs out and goes to the sign-in landing. If the server cannot be reached, supabase-js keeps
 * the session, so it is removed from this browser by hand: the reader asked to be signed out here.
 */
export async function signOutAndLeave(): Promise<void> {
  if (sessionStorage.getItem(voiceConversationKey))
    await import('../voice/endOnSignOut.ts').then(({ endConversationOnSignOut }) => endConversationOnSignOut());
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) {
    console.error('Signing out on the server failed; the session was removed from this browser only.', error);
    localStorage.removeItem(authStorageKey);
    clearAdminCache(sessionStorage);
  }
  location.assign(signInLanding);
}
