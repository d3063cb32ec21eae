import { isBannerVisible } from '../../lib/consent/bannerVisibility.ts';
import type { ConsentChoice } from '../../lib/consent/choice.ts';
import { consentChangeEvent, consentCookie } from '../../lib/consent/keys.ts';
import { readStoredChoice } from '../../lib/consent/storedChoice.ts';
import type { KeyValueStore } from '../../lib/storage/keyValueStore.ts';

/** How often a page waiting behind the consent banner looks for an answer given elsewhere. */
export const consentPollMs = 1000;

export interface ConsentSource {
  /** `document.cookie`. */
  cookies: () => string;
  /** sessionStorage, where the banner notes an answer it could not store as a cookie. */
  session: KeyValueStore;
}

export const consentChoice = ({ cookies }: ConsentSource): ConsentChoice | null => readStoredChoice(cookies(), consentCookie);

export const bannerWaiting = (source: ConsentSource): boolean => isBannerVisible(consentChoice(source), source.session);

export interface ConsentWaitDeps {
  timers: Pick<Window, 'setInterval' | 'clearInterval'>;
  /** `document`, where the banner announces a choice made on this page. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `onAnswered` once the consent banner has its answer. The banner is another component:
 * the overlays read only what it stores (the cookie and the session flag) and listen for its
 * announcement, so neither needs the other's code. A slow poll also catches an answer given in
 * another tab, and stops at the answer.
 */
export function whenConsentAnswered(source: ConsentSource, { timers, events }: ConsentWaitDeps, onAnswered: () => void): void {
  if (!bannerWaiting(source)) {
    onAnswered();
    return;
  }
  const check = () => {
    if (bannerWaiting(source)) return;
    timers.clearInterval(poll);
    events.removeEventListener(consentChangeEvent, check);
    onAnswered();
  };
  const poll = timers.setInterval(check, consentPollMs);
  events.addEventListener(consentChangeEvent, check);
}
