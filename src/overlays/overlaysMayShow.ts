import type { KeyValueStore } from '../lib/storage/keyValueStore.ts';
import { bannerWaiting, type ConsentSource } from './arbiter/consentWatch.ts';
import { dailyBudgetLeft } from './arbiter/dailyBudget.ts';
import { isLeadEligible, type LeadOutlook } from './lead-popup/leadEligibility.ts';
import { readLeadState } from './lead-popup/leadState.ts';
import { createOnboardingController } from './onboarding/onboardingController.ts';
import { isGuideDisabled, shouldShowGuide } from './page-guide/guideVisibility.ts';

export interface OverlayOutlook {
  path: string;
  /** The page has tailored guide text, which is where onboarding shows. */
  tailored: boolean;
  /** The page's main task is a form (`isFormTaskPageView`): no optional overlay shows there. */
  formPage: boolean;
  /** What the page says of lead popups (`leadPageOutlook`). */
  lead: Pick<LeadOutlook, 'pageAllows' | 'signedIn'>;
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
  now: number;
}

/**
 * Whether any overlay could show on this page view, read from storage alone: the consent banner
 * still waits (the others follow its answer), or, on a page whose main task is not a form and
 * with the visitor's daily interruption budget not spent, onboarding or the page guide is due or a
 * lead popup is allowed. When none could, the visitor layer's code is not downloaded at all.
 */
export function overlaysMayShow({ path, tailored, formPage, lead, local, session, consentSource, now }: OverlayOutlook): boolean {
  if (bannerWaiting(consentSource)) return true;
  if (formPage || !dailyBudgetLeft(local, now)) return false;
  return (
    (tailored && !isGuideDisabled(local) && createOnboardingController(local).wanted()) ||
    shouldShowGuide({ local, session }, path) ||
    isLeadEligible({ ...lead, last: readLeadState(local), now })
  );
}
