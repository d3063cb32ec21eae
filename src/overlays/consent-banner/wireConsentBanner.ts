/**
 * The consent part of the page script. It stays tiny: the head script has already shown the
 * banner before the first paint when no answer is stored (src/lib/shell/beforePaint.ts), and what
 * the buttons and the privacy settings do (consentChoices.ts) loads when the banner is on screen
 * or Cookie settings is used; a press that comes first is handed over once it has loaded. Once
 * the browser is idle, analytics starts when the stored choice allows it, so a reader who
 * rejected analytics downloads none of its code.
 */
import { consentAcknowledgedKey, consentCookie, consentOutboxKey } from '../../lib/consent/keys.ts';
import { readStoredChoice } from '../../lib/consent/storedChoice.ts';
import { localStore, sessionStore } from '../../lib/storage/lazyStores.ts';
import { startAnalytics } from '../../lib/analytics/analyticsSwitch.ts';
import { whenIdle } from '../../lib/shell/whenIdle.ts';
import { bannerWanted } from './bannerWanted.ts';

const root = document.documentElement;

// The choices' code comes with the visitor layer. What is used is named here, so the module is
// never handed on whole (the bundler would then build it a namespace object, in a file of its own).
const loadChoices = () =>
  import('../visitorLayer.ts').then(({ openSettings, prepareChoice, pressBannerButton, retryPendingWrites }) => ({
    openSettings,
    prepareChoice,
    pressBannerButton,
    retryPendingWrites,
  }));

/** Runs `task` once the choices' code is here; offline, the failure is logged and the next press tries again. */
function withChoices(task: (choices: Awaited<ReturnType<typeof loadChoices>>) => void): void {
  loadChoices()
    .then(task)
    .catch((error: unknown) => console.warn('The consent choices could not load.', error));
}
const closestWith = (event: Event, selector: string) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;

// The head script reads only whether the cookie is there; a cookie that is there but unreadable
// asks again from here.
if (bannerWanted(document.cookie, consentCookie, sessionStore, consentAcknowledgedKey)) root.dataset.consent = 'ask';

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
if (root.dataset.consent === 'ask') withChoices(() => undefined);
banner?.addEventListener('click', (event) => {
  const button = closestWith(event, '[data-consent-choice]');
  if (button) withChoices(({ pressBannerButton }) => pressBannerButton(button));
});
for (const type of ['pointerover', 'focusin']) {
  banner?.addEventListener(type, () => withChoices(({ prepareChoice }) => prepareChoice()), { once: true });
}

document.addEventListener('click', (event) => {
  const link = closestWith(event, '[data-cookie-settings]');
  if (!link) return;
  event.preventDefault();
  withChoices(({ openSettings }) => openSettings(link));
});

function hasPendingConsentWrites(): boolean {
  try {
    const raw = localStore.getItem(consentOutboxKey);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

whenIdle(window, () => {
  if (readStoredChoice(document.cookie, consentCookie)?.analytics) startAnalytics();
  if (hasPendingConsentWrites()) withChoices(({ retryPendingWrites }) => retryPendingWrites());
});
