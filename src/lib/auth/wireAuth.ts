/**
 * The auth part of the page script. It stays small: the session code (the session store,
 * supabase-js) loads only when there is a stored session or the page asks for one
 * (`[data-needs-session]` on the guard and the auth pages), so a signed-out reader of a public page
 * never downloads it and keeps the head script's signed-out marks (Sign out is wired with the
 * session), and the link rewriting for `?next=` loads only on a page whose address has one.
 */
import { reportPageView } from '../pageView.ts';
import { authStorageKey } from '../storageKeys.ts';
import { startAtTop } from './startAtTop.ts';

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}

reportPageView(location.pathname);
startAtTop(window);
if (new URLSearchParams(location.search).has('next')) {
  const authPagePaths = document.querySelector<HTMLMetaElement>('meta[name="auth-pages"]')?.content.split(' ') ?? [];
  import('./carryNext.ts')
    .then(({ carryNextIntoLinks }) => carryNextIntoLinks(document, new URL(location.href), authPagePaths))
    .catch((error: unknown) => console.error('The sign-in links could not carry the page to return to.', error));
}

if (hasStoredSession() || document.querySelector('[data-needs-session]')) {
  import('./startSession.ts')
    .then(({ startSession }) => startSession())
    .catch((error: unknown) => {
      console.error('The session could not be started; continuing signed out.', error);
      void import('./sessionFailed.ts').then(({ continueSignedOut }) => continueSignedOut());
    });
}
