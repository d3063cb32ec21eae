import { showSignedOut } from '../../stores/session.ts';

/**
 * The session code could not be loaded or started: the page goes on signed out rather than leave
 * the guard and the forms waiting. Loaded on its own (src/lib/auth/wireAuth.ts), so the session
 * store it reaches stays in the chunk it shares with the guard and the islands.
 */
export function continueSignedOut(): void {
  showSignedOut();
}
