import { describe, expect, it } from 'vitest';
import { effectiveTheme, nextThemeChoice, parseThemeChoice, themeChoices, themeToggleLabel } from '../../../../src/lib/theme.ts';

describe('reading the stored theme', () => {
  it.each(themeChoices)('keeps the valid choice %s', (choice) => {
    expect(parseThemeChoice(choice)).toBe(choice);
  });

  it.each([null, undefined, '', 'Dark', 'blue', '"dark"'])('falls back to system for %j', (stored) => {
    expect(parseThemeChoice(stored)).toBe('system');
  });
});

describe('the effective theme', () => {
  it('follows the operating system when the choice is system', () => {
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
  });

  it('ignores the operating system for an explicit choice', () => {
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });
});

describe('the cycling toggle', () => {
  it('goes light, dark, system and back to light', () => {
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
    expect(nextThemeChoice('system')).toBe('light');
  });

  it('names the current choice and what a press does', () => {
    expect(themeToggleLabel('system')).toBe('Theme: System. Switch to Light');
    expect(themeToggleLabel('dark')).toBe('Theme: Dark. Switch to System');
  });
});
