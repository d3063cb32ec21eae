/**
 * The consent layer's module on every page. It stays tiny: the consent logic
 * (src/lib/consent/recordChoice.ts) loads on the visitor's first interaction with the banner or
 * the settings, and analytics (src/lib/analytics/pageAnalytics.ts) only when the stored choice
 * allows it, so a visitor who rejected analytics downloads none of its code.
 */
import type { ConsentAction } from '../../lib/consent/actions.ts';
import type { ConsentChoice } from '../../lib/consent/choice.ts';
import { consentAcknowledgedKey, consentCookie, consentOutboxKey, consentChangeEvent } from '../../lib/consent/keys.ts';
import { writeStored } from '../../lib/storage/keyValueStore.ts';
import { localStore, sessionStore } from '../../lib/storage/lazyStores.ts';
import type { SettingsDialog } from './settingsDialog.ts';
import { readStoredChoice } from '../../lib/consent/storedChoice.ts';
import { bannerWanted } from './bannerWanted.ts';
import { startAnalytics, stopAnalytics } from '../../lib/analytics/analyticsSwitch.ts';

const root = document.documentElement;
const loadRecorder = () => import('../../lib/consent/recordChoice.ts');
let chosenHere: ConsentChoice | null = null;

const currentChoice = (): ConsentChoice | null => chosenHere ?? readStoredChoice(document.cookie, consentCookie);

// The banner is asked for here rather than by an inline head script: that script would weigh on
// every page's first 14 KiB, and the banner is a fixed overlay, so showing it as the page
// finishes parsing moves nothing. A returning visitor never sees it at all.
if (bannerWanted(document.cookie, consentCookie, sessionStore, consentAcknowledgedKey)) root.dataset.consent = 'ask';

async function choose(action: ConsentAction, custom?: ConsentChoice): Promise<void> {
  // Answered at once, before the consent logic arrives: a reload meanwhile does not ask again.
  delete root.dataset.consent;
  writeStored(sessionStore, consentAcknowledgedKey, true);
  try {
    const { recordChoice } = await loadRecorder();
    chosenHere = recordChoice(action, custom);
  } catch (error) {
    console.warn('The consent choice could not be applied.', error);
    return;
  }
  document.dispatchEvent(new CustomEvent<ConsentChoice>(consentChangeEvent, { detail: chosenHere }));
  if (chosenHere.analytics) startAnalytics();
  else stopAnalytics();
}

let dialog: Promise<SettingsDialog> | null = null;

function openSettings(opener: HTMLElement): void {
  void loadRecorder();
  dialog ??= import('./settingsDialog.ts').then(({ createSettingsDialog }) =>
    createSettingsDialog(
      document,
      (choice) => void choose('customize', choice),
      () => document.getElementById('main'),
    ),
  );
  dialog
    .then((settings) => settings.open(currentChoice(), opener))
    .catch((error: unknown) => console.warn('The privacy settings could not open.', error));
}

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
banner?.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
  const action = button?.dataset.consentChoice;
  if (action === 'customize') openSettings(button!);
  else if (action === 'accept_all' || action === 'reject_all') void choose(action);
});
// Pointing at or tabbing into the banner is intent enough to fetch the consent logic early.
for (const type of ['pointerover', 'focusin']) banner?.addEventListener(type, () => void loadRecorder(), { once: true });

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLElement>('[data-cookie-settings]');
  if (!link) return;
  event.preventDefault();
  openSettings(link);
});

function hasPendingConsentWrites(): boolean {
  try {
    const raw = localStore.getItem(consentOutboxKey);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1);
whenIdle(() => {
  if (currentChoice()?.analytics) startAnalytics();
  if (hasPendingConsentWrites()) void loadRecorder().then(({ retryPending }) => retryPending());
});
