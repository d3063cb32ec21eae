import type { LeadState } from './state.ts';

export const LEAD_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/**
 * A popup may show when more than 24 hours passed since the last one (spec §4, §9), and never on
 * the contact pages, where the visitor is already doing what the popup would ask.
 */
export function isLeadEligible(path: string, last: LeadState | null, now: number): boolean {
  if (path.startsWith('/contact')) return false;
  return last === null || now - last.lastShown > LEAD_COOLDOWN_MS;
}
