/** Wires the header's theme button: cycles the stored choice and follows system changes live. */
import type { LiveMediaQuery } from './liveMediaQuery.ts';
import { effectiveTheme, nextThemeChoice, parseThemeChoice, themeStorageKey, themeToggleLabel, type ThemeChoice } from '../theme.ts';

export interface ThemeEnvironment {
  root: HTMLElement;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  systemDark: LiveMediaQuery;
}

export function wireThemeToggle(button: HTMLElement, env: ThemeEnvironment): void {
  function readChoice(): ThemeChoice {
    try {
      return parseThemeChoice(env.storage.getItem(themeStorageKey));
    } catch {
      return 'system';
    }
  }

  function storeChoice(choice: ThemeChoice): void {
    try {
      env.storage.setItem(themeStorageKey, choice);
    } catch {
      // Blocked storage: the choice still applies to this page.
    }
  }

  function apply(choice: ThemeChoice): void {
    env.root.classList.toggle('dark', effectiveTheme(choice, env.systemDark.matches) === 'dark');
    button.dataset.choice = choice;
    button.setAttribute('aria-label', themeToggleLabel(choice));
  }

  button.addEventListener('click', () => {
    const next = nextThemeChoice(button.dataset.choice === undefined ? readChoice() : parseThemeChoice(button.dataset.choice));
    storeChoice(next);
    apply(next);
  });
  env.systemDark.addEventListener('change', () => apply(readChoice()));
  apply(readChoice());
}
