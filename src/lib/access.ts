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

/** Where signed-out visitors land: at the site root, and after signing out. */
export const signInLanding = '/welcome' satisfies RoutePath;

/** The sign-in form, where a signed-out visitor is sent from a page that needs an account. */
const signInForm = '/auth' satisfies RoutePath;

/** The signed-in home, where sign-in returns to when no other page was asked for. */
export const signedInHome = '/' satisfies RoutePath;

/**
 * Where a signed-out visitor goes from a protected page: the sign-in form, remembering where they
 * came from, so signing in leads straight back (the form's sign-up link carries the same `next`).
 * The site root is the signed-in home, so a visitor arriving there simply gets the landing: there
 * is nothing to come back to, and nothing was refused.
 */
export function signInRedirect(origin: string): string {
  return origin === signedInHome ? signInLanding : `${signInForm}?next=${encodeURIComponent(origin)}`;
}

/**
 * Whether opening the page signed out asks the reader to sign in: every page that needs an
 * account but the site root, which simply shows a signed-out visitor the landing.
 */
export function asksToSignIn(route: Pick<RouteDef, 'access' | 'path'>): boolean {
  return route.access !== 'public' && route.path !== signedInHome;
}

/**
 * Where Start on an assessment takes a signed-out reader: sign-up, remembering the assessment, so
 * the confirmation mail leads back to its first question. Opening a protected page signed out
 * leads to the sign-in form instead (`signInRedirect`).
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
