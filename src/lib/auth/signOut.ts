import { signInLanding } from '../access.ts';
import { authStorageKey, voiceConversationKey } from '../storageKeys.ts';
import { clearAdminCache } from './adminCache.ts';
import { getSupabase } from './supabaseClient.ts';
import { type FlashToast, leaveFlashToast } from '../toasts/flash.ts';

/** A voice conversation is open in this tab: it is ended first, while the token still allows it. */
function hasVoiceConversation(): boolean {
  try {
    return sessionStorage.getItem(voiceConversationKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Signs out and goes to the sign-in landing. If the server cannot be reached, supabase-js keeps
 * the session, so it is removed from this browser by hand: the reader asked to be signed out here.
 */
export async function signOutAndLeave(): Promise<void> {
  if (hasVoiceConversation()) await import('../voice/endOnSignOut.ts').then(({ endConversationOnSignOut }) => endConversationOnSignOut());
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) {
    console.error('Signing out on the server failed; the session was removed from this browser only.', error);
    forgetSession();
  }
  location.assign(signInLanding);
}

function forgetSession(): void {
  localStorage.removeItem(authStorageKey);
  clearAdminCache(sessionStorage);
}

/**
 * After the account was deleted: the server has no session left to end, so this browser forgets
 * its own and goes to the sign-in landing, which shows `toast`. Not through supabase-js's signOut,
 * whose SIGNED_OUT would have a signed-in page's guard send the reader to sign in first.
 */
export function leaveDeletedAccount(toast: FlashToast): void {
  forgetSession();
  leaveFlashToast(sessionStorage, toast);
  location.assign(signInLanding);
}
