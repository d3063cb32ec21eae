import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingField, typingPauseMs, watchTyping } from '../../../../src/overlays/typingWatch.ts';

const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, ...extra }) as unknown as Element;

/** A document whose focus the test moves and whose keys it presses. */
function fakeDocument() {
  const listeners = new Map<string, () => void>();
  const doc = {
    activeElement: element('BODY') as Element | null,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  return { doc, type: () => listeners.get('keydown')?.() };
}

describe('typing', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('is in a text field, a text area, a list box or editable text; not on a button, a box to tick or a link', () => {
    for (const type of ['text', 'email', 'search', 'password']) expect(isTypingField(element('INPUT', { type }))).toBe(true);
    for (const type of ['checkbox', 'radio', 'submit', 'button']) expect(isTypingField(element('INPUT', { type }))).toBe(false);
    expect(isTypingField(element('TEXTAREA'))).toBe(true);
    expect(isTypingField(element('SELECT'))).toBe(true);
    expect(isTypingField(element('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingField(element('A'))).toBe(false);
    expect(isTypingField(null)).toBe(false);
  });

  it('holds what waits for it while focus is in a field, then until a few seconds after the last key', () => {
    const { doc, type } = fakeDocument();
    const watch = watchTyping(doc as unknown as Document, globalThis, Date.now);
    const then = vi.fn();
    doc.activeElement = element('INPUT', { type: 'email' });
    watch.whenNotTyping(then);
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
    type();
    doc.activeElement = element('BUTTON');
    vi.advanceTimersByTime(typingPauseMs - 1_000);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs at once for a reader who is only reading', () => {
    const { doc } = fakeDocument();
    const then = vi.fn();
    watchTyping(doc as unknown as Document, globalThis, Date.now).whenNotTyping(then);
    expect(then).toHaveBeenCalledOnce();
  });
});
