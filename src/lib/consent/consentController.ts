import type { ConsentDecision } from './actions.ts';
import { acknowledge, isBannerVisible } from './bannerVisibility.ts';
import type { ConsentChoice } from './choice.ts';
import { parseConsentCookie, serializeConsentCookie } from './cookies.ts';
import type { ConsentOutbox } from './outbox.ts';
import type { KeyValueStore } from '../storage/keyValueStore.ts';

/** `document.cookie`, passed in: reading gives all cookies, writing sets one. */
export interface CookieJar {
  read(): string;
  write(assignment: string): void;
}

export interface ConsentControllerDeps {
  cookies: CookieJar;
  /** sessionStorage, for the "answered in this browser session" flag. */
  session: KeyValueStore;
  outbox: ConsentOutbox;
  /** True on https, so the cookies get the Secure attribute. */
  secure: boolean;
}

/**
 * Applies a decision in the order that keeps it safe: the visitor's choice takes effect in the
 * browser first (cookie, session flag, memory), then the backend writes go through the outbox.
 * A backend or storage failure therefore never undoes or loses what the visitor chose.
 */
export function createConsentController({ cookies, session, outbox, secure }: ConsentControllerDeps) {
  let applied: ConsentChoice | null = null;

  const current = (): ConsentChoice | null => applied ?? parseConsentCookie(cookies.read());

  function apply(decision: ConsentDecision): ConsentChoice {
    applied = decision.choice;
    try {
      cookies.write(serializeConsentCookie(decision.choice, secure));
    } catch {
      // Cookies blocked: the choice still holds for this page and, through the flag, this session.
    }
    acknowledge(session);
    outbox.add(decision);
    void outbox.drain();
    return decision.choice;
  }

  return {
    current,
    bannerVisible: () => isBannerVisible(current(), session),
    apply,
    /** Sends writes left over from an earlier page; call once the page is idle. */
    retryPending: () => outbox.drain(),
  };
}
