import type { RoutePath } from '../../lib/routes/paths.ts';
import type { LeadState } from './leadState.ts';

export const leadCooldownMs = 24 * 60 * 60 * 1000;

/** Where the popup's button leads. */
export const contactPath = '/contact' satisfies RoutePath;

/** What decides whether a lead popup may show on this page view. */
export interface LeadOutlook {
  /** The page allows lead popups (no `<meta name="lead-popups" content="off">`, src/lib/routes/leadPopups.ts). */
  pageAllows: boolean;
  /** The head script marked a stored session: the site already knows who the reader is. */
  signedIn: boolean;
  last: LeadState | null;
  now: number;
}

/**
 * A popup may show on a page that allows it, to a reader who is not signed in, when more than 24
 * hours passed since the last one.
 */
export function isLeadEligible({ pageAllows, signedIn, last, now }: LeadOutlook): boolean {
  if (!pageAllows || signedIn) return false;
  return last === null || now - last.lastShown > leadCooldownMs;
}

/** What the page itself says: whether it allows lead popups, and whether a session is stored. */
export function leadPageOutlook(doc: Document): Pick<LeadOutlook, 'pageAllows' | 'signedIn'> {
  return {
    pageAllows: doc.querySelector('meta[name="lead-popups"]') === null,
    signedIn: doc.documentElement.dataset.auth === 'signed-in',
  };
}
