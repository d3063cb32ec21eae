/**
 * The auth module every page loads (from AuthHead). It stays small: supabase-js and the session
 * code load only when there is a stored session or the page asks for one (`[data-needs-session]`
 * on the guard and the auth pages), so a signed-out reader of a public page never downloads them.
 */
import { $auth, showSignedOut } from '../../stores/session.ts';
import { reportPageView } from '../pageView.ts';
import { authStorageKey } from '../storageKeys.ts';
import { carryNextIntoLinks } from './carryNext.ts';
import { reflectAuthView } from './reflectAuthView.ts';
import { listenForSignOut, signOutAndLeave } from './signOut.ts';
import { startAtTop } from './startAtTop.ts';

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}

const authPagePaths = document.querySelector<HTMLMetaElement>('meta[name="auth-pages"]')?.content.split(' ') ?? [];

reportPageView(location.pathname);
startAtTop(window);
carryNextIntoLinks(document, new URL(location.href), authPagePaths);
$auth.subscribe((view) => reflectAuthView(document, view));
listenForSignOut(document, signOutAndLeave);

if (hasStoredSession() || document.querySelector('[data-needs-session]')) {
  import('./startSession.ts')
    .then(({ startSession }) => startSession())
    .catch((error: unknown) => {
      console.error('The session could not be started; continuing signed out.', error);
      showSignedOut();
    });
} else {
  showSignedOut();
}
