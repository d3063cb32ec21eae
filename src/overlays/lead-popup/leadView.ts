import { ensureSessionId } from '../../lib/consent/cookies.ts';
import type { KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { contactPath } from './leadEligibility.ts';
import { keepLeadHandoff } from './leadHandoff.ts';
import { leadShown, saveLeadState, type LeadKind } from './leadState.ts';
import { leaveFlashToast } from '../../lib/toasts/flash.ts';
import { consentChoice, type ConsentSource } from '../arbiter/consentWatch.ts';
import { reportViewFailure, type OverlayView } from '../arbiter/overlayDirector.ts';
import type { VisitorBackend } from '../../lib/visitorBackend.ts';
import { mayRecordLeadUsage, sendLeadUsage } from './leadUsage.ts';
import { randomUuid } from '../../lib/randomUuid.ts';

export interface LeadViewDeps {
  win: Window;
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
  backend: VisitorBackend;
  /** The trigger that fired; read when the popup gets its turn. */
  kind: () => LeadKind;
  done: () => void;
}

/** The popup's button leads to the contact page, its fields filled in, with a toast that says what to do there. */
export const leadContinueToast = {
  title: 'One step left',
  description: 'Add a few lines about what you need and send the form; you will get a personal reply by email.',
};

/**
 * The lead popup's turn: the cool-down starts the moment it shows, and its usage row is sent only
 * with analytics consent. Its code is fetched here, after a trigger fired.
 */
export function leadView({ win, local, session, consentSource, backend, kind, done }: LeadViewDeps): OverlayView {
  function record(shownKind: LeadKind): void {
    if (!mayRecordLeadUsage(consentChoice(consentSource))) {
      saveLeadState(local, { lastShown: Date.now(), kind: shownKind });
      return;
    }
    const secure = win.location.protocol === 'https:';
    const { sessionId, assignment } = ensureSessionId(win.document.cookie, () => randomUuid(win.crypto), secure);
    if (assignment) win.document.cookie = assignment;
    const { state, usage } = leadShown(shownKind, Date.now(), sessionId);
    saveLeadState(local, state);
    void sendLeadUsage({ backend, fetch: win.fetch.bind(win), randomId: () => randomUuid(win.crypto) }, usage);
  }

  return {
    open() {
      const shownKind = kind();
      record(shownKind);
      import('./leadPopup.ts')
        .then(({ openLeadPopup }) =>
          openLeadPopup(win.document, shownKind, {
            onClose: done,
            onContinue: (typed) => {
              keepLeadHandoff(session, typed);
              try {
                leaveFlashToast(session, leadContinueToast);
              } catch {
                // Storage refused: the visitor still reaches the contact page, only without the hint.
              }
              win.location.assign(contactPath);
            },
          }),
        )
        .catch(reportViewFailure('lead popup'));
    },
    // A popup is never interrupted: nothing after it in the order can take its turn.
    hide() {},
  };
}
