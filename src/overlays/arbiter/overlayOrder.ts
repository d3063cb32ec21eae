/**
 * Overlays take turns: one at a time, in this order, and each waits for the one before it to finish.
 *
 * 1. Consent banner: a legal choice comes before anything else, and nothing optional may run
 *    (not even the lead popup's analytics) until it is answered.
 * 2. Onboarding overlay: the welcome to the first page with a tailored introduction; it explains
 *    the page as a whole, so it comes before any smaller help.
 * 3. Page guide: the short what/why/expect note for this visit.
 * 4. Lead popup: an ask, not help, so it comes last, only when nothing above is waiting and only
 *    after the visitor has answered the consent banner.
 *
 * Which optional overlays may show at all is the interruption budget's to say (interruptionBudget.ts).
 */
export const overlayOrder = ['consent-banner', 'onboarding', 'page-guide', 'lead-popup'] as const;

export type OverlayName = (typeof overlayOrder)[number];

export interface OverlaySituation {
  /** Overlays that still want their turn in this page view (including the one on screen). */
  waiting: ReadonlySet<OverlayName>;
  consentChosen: boolean;
  /** Whether the interruption budget lets this overlay show; one it refuses is passed over. */
  allowed: (name: OverlayName) => boolean;
}

/** The single overlay that may be on screen now, or null. Never two. */
export function pickOverlay({ waiting, consentChosen, allowed }: OverlaySituation): OverlayName | null {
  for (const name of overlayOrder) {
    if (!waiting.has(name) || !allowed(name)) continue;
    if (name === 'lead-popup' && !consentChosen) return null;
    return name;
  }
  return null;
}
