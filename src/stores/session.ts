import { atom } from 'nanostores';
import type { AuthView } from '../lib/access.ts';

/**
 * What the page knows about the visitor: loading until the stored session is restored, then signed
 * in or signed out. `isAdmin` stays null until the server's answer (or its cached copy) arrives;
 * the server enforces access either way, this only chooses what to draw.
 */
export const $auth = atom<AuthView>({ status: 'loading' });

export function showSignedIn(email: string, isAdmin: boolean | null): void {
  $auth.set({ status: 'signed-in', email, isAdmin });
}

export function showSignedOut(): void {
  $auth.set({ status: 'signed-out' });
}

/** Applies the server's admin answer; ignored once the visitor has signed out. */
export function showAdminAnswer(isAdmin: boolean): void {
  const view = $auth.get();
  if (view.status === 'signed-in') $auth.set({ ...view, isAdmin });
}
