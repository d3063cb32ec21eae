import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingField, typingPauseMs, watchReader } from '../../../../src/overlays/readerFree.ts';

const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, ...extra }) as unknown as Element;

/** A document whose focus and visibility the test moves and whose keys it presses. */
function fakeDocument() {
  const listeners = new Map<string, () => void>();
  const doc = {
    activeElement: element('BODY') as Element | null,
    hidden: false,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const show = () => {
    doc.hidden = false;
    listeners.get('visibilitychange')?.();
  };
  return { doc, type: () => listeners.get('keydown')?.(), show };
}

describe('a reader free for an optional overlay', () => {
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
    const watch = watchReader(doc as unknown as Document, globalThis, Date.now);
    const then = vi.fn();
    doc.activeElement = element('INPUT', { type: 'email' });
    watch.whenFree(then);
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
    type();
    doc.activeElement = element('BUTTON');
    vi.advanceTimersByTime(typingPauseMs - 1_000);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledOnce();
  });

  it('is looking at the tab: a tab opened in the background holds what waits until it is shown', () => {
    const { doc, show } = fakeDocument();
    doc.hidden = true;
    const then = vi.fn();
    watchReader(doc as unknown as Document, globalThis, Date.now).whenFree(then);
    vi.advanceTimersByTime(60_000);
    expect(then).not.toHaveBeenCalled();
    show();
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs at once for a reader who is only reading', () => {
    const { doc } = fakeDocument();
    const then = vi.fn();
    watchReader(doc as unknown as Document, globalThis, Date.now).whenFree(then);
    expect(then).toHaveBeenCalledOnce();
  });
});
