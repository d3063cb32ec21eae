import { $auth } from '../../stores/session.ts';
import { readerSession } from './readerBackend.ts';
import { reflectAuthView } from './reflectAuthView.ts';
import { connectSession } from './sessionSync.ts';
import { listenForSignOut } from './signOutButtons.ts';

let started: Promise<void> | undefined;

/**
 * Restores the session once per page, whoever asks first (wireAuth.ts, the guard, a form), and
 * from then on draws it into the header and answers Sign out. The session is the reader's own
 * (readerBackend.ts), without supabase-js. A page that never asks (no stored session, nothing on it
 * needs one) keeps the head script's signed-out marks and loads none of this.
 */
export function startSession(): Promise<void> {
  if (!started) {
    $auth.subscribe((view) => reflectAuthView(document, view));
    // Sign out shows only with a session; its code (and the request) loads when pressed.
    listenForSignOut(document, () => import('./signOut.ts').then(({ signOutAndLeave }) => signOutAndLeave()));
    started = connectSession(readerSession(), { adminCache: sessionStorage, defer: (task) => setTimeout(task, 0), log: console });
  }
  return started;
}
