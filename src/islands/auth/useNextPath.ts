import { useEffect, useState } from 'react';
import { nextFrom } from '../../lib/auth/carryNext.ts';

/**
 * The page to return to after signing in (`?next=`), read after hydration so the server-drawn HTML
 * and the first client render agree; home until then.
 */
export function useNextPath(): string {
  const [next, setNext] = useState('/');
  useEffect(() => setNext(nextFrom(location.search)), []);
  return next;
}

/** A link to another auth page that keeps the same `next`. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}
