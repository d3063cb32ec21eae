import { isBannerVisible } from '../consent/banner.ts';
import type { ConsentChoice } from '../consent/choice.ts';
import { parseConsentCookie } from '../consent/cookies.ts';
import type { KeyValueStore } from '../consent/storage.ts';

/** How often a page waiting behind the consent banner looks for the visitor's answer. */
export const CONSENT_POLL_MS = 500;

export interface ConsentSource {
  /** `document.cookie`. */
  cookies: () => string;
  /** sessionStorage, where the banner notes an answer it could not store as a cookie. */
  session: KeyValueStore;
}

export const consentChoice = ({ cookies }: ConsentSource): ConsentChoice | null => parseConsentCookie(cookies());

export const bannerWaiting = (source: ConsentSource): boolean => isBannerVisible(consentChoice(source), source.session);

/**
 * Calls `onAnswered` once the consent banner has its answer. The banner is another component:
 * the overlays read only what it stores (the cookie and the session flag), so neither needs the
 * other's code. Polling twice a second costs nothing noticeable and stops at the answer.
 */
export function whenConsentAnswered(
  source: ConsentSource,
  timers: Pick<Window, 'setInterval' | 'clearInterval'>,
  onAnswered: () => void,
): void {
  if (!bannerWaiting(source)) {
    onAnswered();
    return;
  }
  const poll = timers.setInterval(() => {
    if (bannerWaiting(source)) return;
    timers.clearInterval(poll);
    onAnswered();
  }, CONSENT_POLL_MS);
}
