/**
 * Theme logic: the reader chooses light, dark or system; the choice is stored in localStorage under
 * `theme` and defaults to system. Every function here is self-contained (no reference to module
 * scope) because the before-paint script inlines their source.
 */
export const themeStorageKey = 'theme';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type EffectiveTheme = 'light' | 'dark';

/** A stored value read back; anything unexpected (old formats, tampering) falls back to system. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

export function effectiveTheme(choice: ThemeChoice, systemPrefersDark: boolean): EffectiveTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The cycling toggle's order: light, dark, system, then light again. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  if (choice === 'light') return 'dark';
  if (choice === 'dark') return 'system';
  return 'light';
}

const choiceNames: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The toggle's accessible name: the current choice first, then what a press does. */
export function themeToggleLabel(choice: ThemeChoice): string {
  return `Theme: ${choiceNames[choice]}. Switch to ${choiceNames[nextThemeChoice(choice)]}`;
}
