import type { RoutePath } from './routes/paths.ts';
import type { Access, RouteDef } from './routes/types.ts';

/** What the browser knows about the visitor. `isAdmin` is the server's answer, or null until it arrives. */
export type AuthView = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; email: string; isAdmin: boolean | null };

export type AccessDecision = 'allow' | 'loading' | 'sign-in' | 'admin-required' | 'not-found';

/**
 * The one guard, for every page from its level in the route table: public pages are always drawn;
 * a signed-out visitor on a `user` or `admin` page is sent to sign in; a signed-in non-admin on an
 * `admin` page sees the Admin Access Required card. It only chooses what to draw: the data behind
 * a page is guarded by the server.
 */
export function resolveAccess(route: RouteDef | undefined, auth: AuthView): AccessDecision {
  return route ? resolveAccessLevel(route.access, auth) : 'not-found';
}

/** The same decision from the access level alone, for the guard, which knows only its page's level. */
export function resolveAccessLevel(access: Access, auth: AuthView): Exclude<AccessDecision, 'not-found'> {
  if (access === 'public') return 'allow';
  if (auth.status === 'loading') return 'loading';
  if (auth.status === 'signed-out') return 'sign-in';
  if (access === 'user') return 'allow';
  if (auth.isAdmin === null) return 'loading';
  return auth.isAdmin ? 'allow' : 'admin-required';
}

/** Where signed-out visitors land: from a protected page, and after signing out. */
export const signInLanding = '/welcome' satisfies RoutePath;

/** The signed-in home, where sign-in returns to when no other page was asked for. */
export const signedInHome = '/' satisfies RoutePath;

/** The sign-in form, where a signed-out visitor asked for a page that needs an account is sent. */
const signInPage = '/auth' satisfies RoutePath;

/**
 * Where a signed-out visitor goes from a protected page: the sign-in form, remembering where they
 * came from, so signing in is the one step between them and the page. The site root is the
 * signed-in home, so a visitor arriving there simply gets the landing: there is nothing to come
 * back to, and nothing was refused.
 */
export function signInRedirect(origin: string): string {
  return origin === signedInHome ? signInLanding : `${signInPage}?next=${encodeURIComponent(origin)}`;
}

/**
 * Where Start on an assessment takes a signed-out reader: sign-up, remembering the assessment, so
 * the confirmation mail leads back to its first question. Other protected pages keep the guard's
 * sign-in landing.
 */
export function startSignedOut(assessmentPath: string): string {
  return `${'/signup' satisfies RoutePath}?next=${encodeURIComponent(assessmentPath)}`;
}

/**
 * The page to return to after sign-in. Only same-site paths are accepted, so a crafted link cannot
 * send a visitor to another site (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeNext(next: string | null | undefined, fallback: string = signedInHome): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  try {
    const url = new URL(next, 'http://same.site');
    return url.host === 'same.site' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
