/**
 * What the banner's buttons and the privacy settings do, loaded on the reader's first interaction
 * with either (see wireConsentBanner.ts). The consent logic itself (src/lib/consent/recordChoice.ts)
 * loads on the first choice or when the settings open; analytics only when the choice allows it.
 */
import type { ConsentAction } from '../../lib/consent/actions.ts';
import type { ConsentChoice } from '../../lib/consent/choice.ts';
import { consentAcknowledgedKey, consentChangeEvent, consentCookie } from '../../lib/consent/keys.ts';
import { readStoredChoice } from '../../lib/consent/storedChoice.ts';
import { writeStored } from '../../lib/storage/keyValueStore.ts';
import { sessionStore } from '../../lib/storage/lazyStores.ts';
import { startAnalytics } from '../../lib/analytics/analyticsSwitch.ts';
import { stopAnalytics } from '../../lib/analytics/stopAnalytics.ts';
import type { SettingsDialog } from './settingsDialog.ts';
import { overlayStyles } from '../overlayStyles.ts';

const root = document.documentElement;
const loadRecorder = () => import('../../lib/consent/recordChoice.ts');
let chosenHere: ConsentChoice | null = null;

const currentChoice = (): ConsentChoice | null => chosenHere ?? readStoredChoice(document.cookie, consentCookie);

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

export function openSettings(opener: HTMLElement): void {
  void loadRecorder();
  dialog ??= Promise.all([import('./settingsDialog.ts'), overlayStyles(document)]).then(([{ createSettingsDialog }]) =>
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

/** A press on one of the banner's buttons (`data-consent-choice`). */
export function pressBannerButton(button: HTMLElement): void {
  const action = button.dataset.consentChoice;
  if (action === 'customize') openSettings(button);
  else if (action === 'accept_all' || action === 'reject_all') void choose(action);
}

/** The reader pointed at or tabbed into the banner: fetch the consent logic before the press. */
export const prepareChoice = (): void => void loadRecorder();

/** Writes an earlier page left unsent (the backend was down, or the page closed first). */
export function retryPendingWrites(): void {
  void loadRecorder().then(({ retryPending }) => retryPending());
}
