import { signInLanding } from '../access.ts';
import { authStorageKey } from '../storageKeys.ts';
import { clearAdminCache } from './adminCache.ts';
import { getSupabase } from './supabaseClient.ts';

/**
 * Signs out and goes to the sign-in landing. If the server cannot be reached, supabase-js keeps
 * the session, so it is removed from this browser by hand: the reader asked to be signed out here.
 */
export async function signOutAndLeave(): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) {
    console.error('Signing out on the server failed; the session was removed from this browser only.', error);
    localStorage.removeItem(authStorageKey);
    clearAdminCache(sessionStorage);
  }
  location.assign(signInLanding);
}

/** Wires every `[data-sign-out]` button of the page, including ones drawn later. */
export function listenForSignOut(doc: Document, signOut: () => Promise<void>): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-sign-out]') : null;
    if (!button || button.disabled) return;
    button.disabled = true;
    signOut().catch((error: unknown) => {
      console.error('Sign-out failed.', error);
      button.disabled = false;
    });
  });
}
