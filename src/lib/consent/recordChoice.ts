/**
 * Loaded on the visitor's first interaction with the banner or the settings dialog (it brings
 * the consent logic): applies a choice in the browser first, then sends the consent
 * record and log entry through the durable outbox, and tells the Google tag, if there is one.
 */
import { acceptAll, rejectAll, save, type ConsentAction, type ConsentDecision, type ConsentVisitor } from './actions.ts';
import type { ConsentChoice } from './choice.ts';
import { consentSignals } from './consentMode.ts';
import { createConsentController } from './consentController.ts';
import { ensureSessionId } from './cookies.ts';
import { createConsentOutbox } from './outbox.ts';
import { visitorBackend } from '../visitorBackend.ts';
import { localStore, sessionStore } from '../storage/lazyStores.ts';
import { consentWriteSender } from './consentRest.ts';
import { randomUuid } from '../randomUuid.ts';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const secure = location.protocol === 'https:';
const cookies = {
  read: () => document.cookie,
  write: (assignment: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the site serves
    document.cookie = assignment;
  },
};
const outbox = createConsentOutbox({ store: localStore, send: consentWriteSender(fetch, visitorBackend()), randomId: () => randomUuid() });
const controller = createConsentController({ cookies, session: sessionStore, outbox, secure });

function currentVisitor(): ConsentVisitor {
  const { sessionId, assignment } = ensureSessionId(cookies.read(), () => randomUuid(), secure);
  if (assignment) cookies.write(assignment);
  return { sessionId, userId: null, userAgent: navigator.userAgent.slice(0, 1024) };
}

function decide(action: ConsentAction, custom: ConsentChoice | undefined, visitor: ConsentVisitor): ConsentDecision {
  if (action === 'accept_all') return acceptAll(visitor);
  if (action === 'reject_all') return rejectAll(visitor);
  if (!custom) throw new Error('Saving preferences needs the three switches; received none.');
  return save(custom, visitor);
}

/** Applies and records one choice; returns it as applied. */
export function recordChoice(action: ConsentAction, custom?: ConsentChoice): ConsentChoice {
  const choice = controller.apply(decide(action, custom, currentVisitor()));
  window.gtag?.('consent', 'update', consentSignals(choice));
  return choice;
}

/** Sends consent writes an earlier page could not deliver. */
export const retryPending = (): Promise<void> => controller.retryPending();
