import type { RoutePath } from '../../lib/routes/paths.ts';
import type { LeadState } from './leadState.ts';

export const leadCooldownMs = 24 * 60 * 60 * 1000;

/** Where the popup's button leads, and the pages where it never shows. */
export const contactPath = '/contact' satisfies RoutePath;

/**
 * A popup may show when more than 24 hours passed since the last one, and never on the contact
 * pages, where the visitor is already doing what the popup would ask.
 */
export function isLeadEligible(path: string, last: LeadState | null, now: number): boolean {
  if (path.startsWith(contactPath)) return false;
  return last === null || now - last.lastShown > leadCooldownMs;
}
