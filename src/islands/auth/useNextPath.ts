import { useEffect, useState } from 'react';
import { signedInHome } from '../../lib/access.ts';
import { confirmationReturn, nextFrom } from '../../lib/auth/carryNext.ts';
import type { RoutePath } from '../../lib/routes/paths.ts';

/**
 * The page to return to after signing in or confirming (`?next=`, or the mailed link's
 * `redirect_to`), read after hydration so the server-drawn HTML
 * and the first client render agree; home until then.
 */
export function useNextPath(): string {
  const [next, setNext] = useState<string>(signedInHome);
  useEffect(() => setNext(nextFrom(location.search, location.origin)), []);
  return next;
}

/** A link to another auth page that keeps the same `next`. */
export function withNext(path: RoutePath, next: string): string {
  return next === signedInHome ? path : `${path}?next=${encodeURIComponent(next)}`;
}

/** Where the confirmation mail should lead back to, read from the address when it is needed. */
export function confirmationReturnHere(): string | undefined {
  return confirmationReturn(nextFrom(location.search, location.origin), location.origin);
}
