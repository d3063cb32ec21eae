/**
 * Overlays take turns: one at a time, in this order, and each waits for the one before it to finish.
 *
 * 1. Consent banner: a legal choice comes before anything else, and nothing optional may run
 *    (not even the lead popup's analytics) until it is answered.
 * 2. Onboarding overlay: the welcome to a page the visitor has never entered; it explains the page
 *    as a whole, so it comes before any smaller help.
 * 3. Page guide: the short what/why/expect note for this visit; right after onboarding it confirms
 *    what was just read and stays out of the way once collapsed.
 * 4. Lead popup: an ask, not help, so it comes last, only when nothing above is open and only after
 *    the visitor has answered the consent banner. A collapsed guide (a small icon button) yields to
 *    it and returns when the popup closes.
 */
export const overlayOrder = ['consent-banner', 'onboarding', 'page-guide', 'lead-popup'] as const;

export type OverlayName = (typeof overlayOrder)[number];

export interface OverlaySituation {
  /** Overlays that still want their turn in this page view (including the one on screen). */
  waiting: ReadonlySet<OverlayName>;
  consentChosen: boolean;
  guideCollapsed: boolean;
}

/** The single overlay that may be on screen now, or null. Never two. */
export function pickOverlay({ waiting, consentChosen, guideCollapsed }: OverlaySituation): OverlayName | null {
  const leadAllowed = consentChosen && waiting.has('lead-popup');
  for (const name of overlayOrder) {
    if (!waiting.has(name)) continue;
    if (name === 'page-guide' && guideCollapsed && leadAllowed) return 'lead-popup';
    if (name === 'lead-popup' && !leadAllowed) return null;
    return name;
  }
  return null;
}
