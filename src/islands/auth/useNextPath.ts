import { useEffect, useState } from 'react';
import { signedInHome } from '../../lib/access.ts';
import { nextFrom } from '../../lib/auth/carryNext.ts';
import type { RoutePath } from '../../lib/routes/paths.ts';

/**
 * The page to return to after signing in (`?next=`), read after hydration so the server-drawn HTML
 * and the first client render agree; home until then.
 */
export function useNextPath(): string {
  const [next, setNext] = useState<string>(signedInHome);
  useEffect(() => setNext(nextFrom(location.search)), []);
  return next;
}

/** A link to another auth page that keeps the same `next`. */
export function withNext(path: RoutePath, next: string): string {
  return next === signedInHome ? path : `${path}?next=${encodeURIComponent(next)}`;
}
