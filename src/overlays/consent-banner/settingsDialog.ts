import type { ConsentChoice } from '../../lib/consent/choice.ts';
import { buildSettingsDialog } from './settingsDialogMarkup.ts';

const categories = ['analytics', 'personalization', 'marketing'] as const;

export interface SettingsDialog {
  /** Shows the dialog with the switches set to `current` (all off when nothing was chosen). */
  open(current: ConsentChoice | null, opener: HTMLElement | null): void;
}

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  Boolean(element?.isConnected && element.getClientRects().length > 0);

/**
 * Adds the `<dialog>` to the page and wires it: Save hands the switches to `onSave`; Cancel and Escape close it
 * with nothing changed (the switches are reset from the current choice on every open). Focus goes
 * back to what opened it, or to `fallback` when that is gone (the banner hides after a choice).
 */
export function createSettingsDialog(
  doc: Document,
  onSave: (choice: ConsentChoice) => void,
  fallback: () => HTMLElement | null,
): SettingsDialog {
  const dialog = buildSettingsDialog(doc);
  doc.body.append(dialog);
  const form = dialog.querySelector<HTMLFormElement>('[data-consent-form]')!;
  const switchFor = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  let opener: HTMLElement | null = null;

  dialog.querySelector('[data-consent-cancel]')?.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const [analytics, personalization, marketing] = categories.map((name) => switchFor(name).checked);
    onSave({ analytics: analytics!, personalization: personalization!, marketing: marketing! });
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    const target = isShown(opener) ? opener : fallback();
    target?.focus();
  });

  return {
    open(current, from) {
      opener = from;
      for (const name of categories) switchFor(name).checked = current?.[name] ?? false;
      if (!dialog.open) dialog.showModal();
    },
  };
}
