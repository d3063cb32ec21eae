import { describe, expect, it } from 'vitest';
import { wireThemeToggle } from '../../../../../src/lib/shell/themeToggle.ts';
import { fakeElement, fakeMediaQuery } from './support/fakeDom.ts';

function setUp(stored: string | null, systemDark: boolean) {
  const values = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const root = fakeElement('html');
  const button = fakeElement('button');
  const media = fakeMediaQuery(systemDark);
  wireThemeToggle(button as never, { root: root as never, storage, systemDark: media });
  return { root, button, values, media };
}

describe('the theme toggle', () => {
  it('starts from the stored choice and names it', () => {
    const { root, button } = setUp('dark', false);
    expect(root.classList.contains('dark')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Theme: Dark. Switch to System');
  });

  it('cycles and stores light, dark, system', () => {
    const { root, button, values } = setUp(null, true);
    const seen: Array<[string | undefined, boolean]> = [];
    for (let press = 0; press < 3; press += 1) {
      button.dispatch('click');
      seen.push([values.get('theme'), root.classList.contains('dark')]);
    }
    expect(seen).toEqual([
      ['light', false],
      ['dark', true],
      ['system', true],
    ]);
  });

  it('follows the system live while the choice is system', () => {
    const { root, media } = setUp('system', false);
    media.set(true);
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('still works when storage is blocked', () => {
    const root = fakeElement('html');
    const button = fakeElement('button');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    wireThemeToggle(button as never, { root: root as never, storage: blocked, systemDark: fakeMediaQuery(false) });
    button.dispatch('click');
    expect(button.dataset.choice).toBe('light');
  });
});
