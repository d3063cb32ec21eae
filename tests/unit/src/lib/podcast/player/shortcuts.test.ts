import { describe, expect, it } from 'vitest';
import { type ShortcutKey, shortcutAction, steppedSpeed } from '../../../../../../src/lib/podcast/player/shortcuts.ts';

const press = (key: string, more: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  ...more,
});

describe('the keyboard shortcuts', () => {
  it('map K, J, L, the arrows and < > to the player', () => {
    expect(shortcutAction(press('k'))).toBe('toggle');
    expect(shortcutAction(press('K'))).toBe('toggle');
    expect(shortcutAction(press('j'))).toBe('back');
    expect(shortcutAction(press('ArrowLeft'))).toBe('back');
    expect(shortcutAction(press('l'))).toBe('forward');
    expect(shortcutAction(press('ArrowRight'))).toBe('forward');
    expect(shortcutAction(press('<'))).toBe('slower');
    expect(shortcutAction(press('>'))).toBe('faster');
  });

  it('work with focus on the page, a button or a link', () => {
    expect(shortcutAction(press('k', { targetTag: 'BUTTON' }))).toBe('toggle');
    expect(shortcutAction(press('j', { targetTag: 'A' }))).toBe('back');
  });

  it('leave alone typing in a field, keys with Ctrl, Alt or Meta, and Space', () => {
    for (const targetTag of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) expect(shortcutAction(press('k', { targetTag }))).toBeUndefined();
    expect(shortcutAction(press('k', { targetTag: 'DIV', targetEditable: true }))).toBeUndefined();
    expect(shortcutAction(press('l', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutAction(press('ArrowLeft', { altKey: true }))).toBeUndefined();
    expect(shortcutAction(press('k', { metaKey: true }))).toBeUndefined();
    expect(shortcutAction(press(' '))).toBeUndefined();
  });

  it("leave the arrows to the audio element's own controls when they have focus", () => {
    expect(shortcutAction(press('ArrowRight', { targetTag: 'AUDIO' }))).toBeUndefined();
    expect(shortcutAction(press('k', { targetTag: 'AUDIO' }))).toBe('toggle');
  });

  it('ignore other keys', () => {
    expect(shortcutAction(press('x'))).toBeUndefined();
    expect(shortcutAction(press('Enter'))).toBeUndefined();
  });
});

describe('the speed steps', () => {
  it('go up and down the Speed list and stop at its ends', () => {
    expect(steppedSpeed(1, 1)).toBe(1.25);
    expect(steppedSpeed(1, -1)).toBe(0.75);
    expect(steppedSpeed(2, 1)).toBe(2);
    expect(steppedSpeed(0.75, -1)).toBe(0.75);
  });

  it('step from a speed between two on the list to the neighbours of the next one up', () => {
    expect(steppedSpeed(1.1, 1)).toBe(1.5);
    expect(steppedSpeed(1.1, -1)).toBe(1);
  });
});
