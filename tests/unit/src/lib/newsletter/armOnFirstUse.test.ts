import { beforeEach, describe, expect, it, vi } from 'vitest';
import { armOnFirstUse } from '../../../../../src/lib/newsletter/armOnFirstUse.ts';

/** The DOM's Element, as far as the code reads it: events come from inside the form root. */
class FakeElement {
  readonly root: HTMLElement;
  constructor(root: HTMLElement) {
    this.root = root;
  }
  closest() {
    return this.root;
  }
}
// Stubbed for each test and put back after it (the unit project's unstubGlobals).
beforeEach(() => {
  vi.stubGlobal('Element', FakeElement);
});

interface FakeField {
  value: string;
  defaultValue: string;
}

/** A document with one form root: events carry a target whose closest() finds the root. */
function fakePage({ fields = [] as FakeField[], focused = false } = {}) {
  const listeners = new Map<string, (event: Event) => void>();
  const field = {};
  const root = { contains: (element: unknown) => element === field, querySelectorAll: () => fields } as unknown as HTMLElement;
  const target = new FakeElement(root);
  const doc = {
    activeElement: focused ? field : null,
    querySelectorAll: () => [root],
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
  } as unknown as Document;
  const dispatch = (type: string) => {
    const event = { type, target, preventDefault: vi.fn() } as unknown as Event;
    listeners.get(type)?.(event);
    return event;
  };
  return { doc, root, dispatch };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a form armed on first use', () => {
  it('hands a submit to the form’s code once it has loaded', async () => {
    const { doc, root, dispatch } = fakePage();
    const submit = vi.fn();
    const load = vi.fn(async () => ({ submit }));
    const unavailable = vi.fn();
    armOnFirstUse(doc, '[data-form]', load, unavailable);
    const event = dispatch('submit');
    expect(event.preventDefault).toHaveBeenCalled();
    await settled();
    expect(load).toHaveBeenCalledWith(root);
    expect(submit).toHaveBeenCalledOnce();
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('says so, instead of doing nothing, when the form’s code cannot be downloaded, and tries again on the next submit', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { doc, root, dispatch } = fakePage();
    const submit = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ submit });
    const unavailable = vi.fn();
    armOnFirstUse(doc, '[data-form]', load, unavailable);
    dispatch('submit');
    await settled();
    expect(unavailable).toHaveBeenCalledWith(root);
    dispatch('submit');
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('only warms up the code on focus, without a message when that fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { doc, dispatch } = fakePage();
    const unavailable = vi.fn();
    armOnFirstUse(doc, '[data-form]', () => Promise.reject(new TypeError('offline')), unavailable);
    dispatch('focusin');
    await settled();
    expect(unavailable).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('loads at once a form typed into before the page script ran, and one the reader is in', async () => {
    const typed = fakePage({ fields: [{ value: 'reader@example.test', defaultValue: '' }] });
    const loadTyped = vi.fn(async () => ({ submit: vi.fn() }));
    armOnFirstUse(typed.doc, '[data-form]', loadTyped, vi.fn());
    expect(loadTyped).toHaveBeenCalledWith(typed.root);

    const focused = fakePage({ focused: true });
    const loadFocused = vi.fn(async () => ({ submit: vi.fn() }));
    armOnFirstUse(focused.doc, '[data-form]', loadFocused, vi.fn());
    expect(loadFocused).toHaveBeenCalledWith(focused.root);

    const untouched = fakePage({ fields: [{ value: '', defaultValue: '' }] });
    const loadUntouched = vi.fn(async () => ({ submit: vi.fn() }));
    armOnFirstUse(untouched.doc, '[data-form]', loadUntouched, vi.fn());
    expect(loadUntouched).not.toHaveBeenCalled();
  });
});
