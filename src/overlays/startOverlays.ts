import type { KeyValueStore } from '../lib/storage/keyValueStore.ts';
import { genericGuide, tailoredGuide } from '../lib/routes/guides.ts';
import { normalizePath } from '../lib/routes/normalizePath.ts';
import { bannerWaiting, whenConsentAnswered, type ConsentSource } from './arbiter/consentWatch.ts';
import { createInterruptionBudget } from './arbiter/interruptionBudget.ts';
import { createOverlayDirector } from './arbiter/overlayDirector.ts';
import { createOverlayTurns } from './arbiter/overlayTurns.ts';
import { armLeadTriggers } from './lead-popup/armLeadTriggers.ts';
import { leadPageOutlook } from './lead-popup/leadEligibility.ts';
import { watchReader } from './readerFree.ts';
import { readLeadState, type LeadKind } from './lead-popup/leadState.ts';
import type { VisitorBackend } from '../lib/visitorBackend.ts';
import { leadView } from './lead-popup/leadView.ts';
import { createOnboardingController } from './onboarding/onboardingController.ts';
import { onboardingView } from './onboarding/onboardingView.ts';
import { createGuideController } from './page-guide/guideController.ts';
import { guideView } from './page-guide/guideView.ts';
import { isGuideDisabled, markGuideShown } from './page-guide/guideVisibility.ts';
import { isFormTaskPageView } from './formTaskPage.ts';
import { watchPageSignals } from './pageSignals.ts';
import { whenPageBodyShown } from './whenPageBodyShown.ts';

export interface OverlayDeps {
  win: Window;
  local: KeyValueStore;
  session: KeyValueStore;
  consentSource: ConsentSource;
  backend: VisitorBackend;
}

/**
 * Wires the overlays of one page view to the arbiter, within the interruption budget (at most one
 * optional overlay a page view, two a day to the visitor, none on a page whose task is a form).
 * Onboarding shows once per visitor, on the first page with tailored text; it already says what
 * the guide would, so once it has shown the guide counts as shown for this session, and the
 * guide's 'Don't show again' ends it too.
 * Elsewhere the guide shows once per session per path. None of them opens over a focused field or
 * in a background tab: onboarding, the guide and a lead popup that fired wait until the reader is
 * looking at the tab, out of any form field and has stopped typing.
 */
export function startOverlays(deps: OverlayDeps): void {
  const { win, local, session, consentSource } = deps;
  const doc = win.document;
  const path = normalizePath(win.location.pathname);
  const title = doc.querySelector('h1')?.textContent?.trim() || doc.title;
  const description = doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  const tailored = tailoredGuide(path);
  const onboarding = createOnboardingController(local);
  const guide = createGuideController({ local, session }, path);
  const banner = bannerWaiting(consentSource);
  const budget = createInterruptionBudget({ local, now: Date.now, formPage: isFormTaskPageView(doc) });
  let firedLead: LeadKind = 'timed';

  const guideOverlay = guideView(win, {
    controller: guide,
    text: tailored ?? genericGuide(title, description),
    onState: (state) => {
      if (state.view === 'hidden') director.finish('page-guide');
    },
  });
  const turns = createOverlayTurns({ waiting: banner ? ['consent-banner'] : [], consentChosen: !banner, allowed: budget.allows });
  const director = createOverlayDirector(
    turns,
    {
      'consent-banner': { open() {}, hide() {} },
      onboarding: onboardingView(win, {
        controller: onboarding,
        text: tailored ?? genericGuide(title, description),
        done: () => {
          markGuideShown(session, path);
          director.finish('onboarding');
        },
      }),
      'page-guide': guideOverlay,
      'lead-popup': leadView({ ...deps, kind: () => firedLead, done: () => director.finish('lead-popup') }),
    },
    budget,
  );

  const reader = watchReader(doc, win, Date.now);
  whenConsentAnswered(consentSource, { timers: win, events: doc }, () => {
    // An answer given in another tab takes this tab's banner away too, and what waited behind it
    // opens when the reader is back in this tab, not unseen in the background.
    delete doc.documentElement.dataset.consent;
    reader.whenFree(() => director.finish('consent-banner'));
  });
  whenPageBodyShown(doc, () =>
    reader.whenFree(() => {
      if (tailored && !isGuideDisabled(local) && onboarding.wanted()) director.wait('onboarding');
      else if (guide.wanted()) director.wait('page-guide');
    }),
  );

  const triggers = armLeadTriggers({
    outlook: { ...leadPageOutlook(doc), last: readLeadState(local) },
    now: Date.now,
    timers: win,
    onFire: (kind) => {
      firedLead = kind;
      reader.whenFree(() => afterOpenDialogs(doc, () => director.wait('lead-popup')));
    },
  });
  watchPageSignals(win, {
    onScroll: (fraction) => {
      triggers.onScroll(fraction);
      guideOverlay.scroll(fraction);
    },
    onPointerLeftWindow: triggers.onPointerLeftWindow,
  });
}

/**
 * A dialog outside the turns (the privacy settings the visitor opened) is never covered by a
 * popup: the popup waits until it is closed.
 */
function afterOpenDialogs(doc: Document, then: () => void): void {
  const open = doc.querySelector('dialog[open]');
  if (open) open.addEventListener('close', () => afterOpenDialogs(doc, then), { once: true });
  else then();
}
