import type { KeyValueStore } from '../lib/storage/keyValueStore.ts';
import { bannerWaiting, type ConsentSource } from './arbiter/consentWatch.ts';
import { isLeadEligible } from './lead-popup/leadEligibility.ts';
import { readLeadState } from './lead-popup/leadState.ts';
import { createOnboardingController } from './onboarding/onboardingController.ts';
import { isGuideDisabled, shouldShowGuide } from './page-guide/guideVisibility.ts';

export interface OverlayOutlook {
  path: string;
  /** The page has tailored guide text, which is where onboarding shows. */
  tailored: boolean;
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
  now: number;
}

/**
 * Whether any overlay could show on this page view, read from storage alone: the consent banner
 * still waits (the others follow its answer), onboarding or the page guide is due, or a lead popup
 * is allowed. When none is, the visitor layer's code is not downloaded at all.
 */
export function overlaysMayShow({ path, tailored, local, session, consentSource, now }: OverlayOutlook): boolean {
  return (
    bannerWaiting(consentSource) ||
    (tailored && !isGuideDisabled(local) && createOnboardingController(local, path).wanted()) ||
    shouldShowGuide({ local, session }, path) ||
    isLeadEligible(path, readLeadState(local), now)
  );
}
