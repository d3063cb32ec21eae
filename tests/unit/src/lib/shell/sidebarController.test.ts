import { beforeEach, describe, expect, it } from 'vitest';
import { isSidebarShortcut, wireSidebar } from '../../../../../src/lib/shell/sidebarController.ts';
import { fakeElement, fakeMediaQuery, focusLog } from './support/fakeDom.ts';

function setUp(mobile: boolean) {
  const firstLink = fakeElement('first link');
  const parts = {
    root: fakeElement('html'),
    sidebar: fakeElement('sidebar', [firstLink]),
    toggle: fakeElement('toggle'),
    backdrop: fakeElement('backdrop'),
    page: fakeElement('page'),
  };
  const doc = fakeElement('document');
  parts.root.ownerDocument = doc;
  const cookies: string[] = [];
  const media = fakeMediaQuery(mobile);
  wireSidebar(parts as never, { mobile: media, writeCookie: (cookie) => cookies.push(cookie) });
  return { ...parts, doc, cookies, media };
}

beforeEach(() => void focusLog.splice(0));

describe('the sidebar on desktop', () => {
  it('collapses to icons and remembers it, then expands again', () => {
    const { root, toggle, cookies } = setUp(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.dispatch('click');
    expect(root.dataset.sidebar).toBe('collapsed');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.dispatch('click');
    expect(root.dataset.sidebar).toBeUndefined();
    expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual(['sidebar_state=false', 'sidebar_state=true']);
  });

  it('toggles with Ctrl+B or Cmd+B', () => {
    const { root, doc } = setUp(false);
    doc.dispatch('keydown', { key: 'b', ctrlKey: true, metaKey: false, altKey: false });
    expect(root.dataset.sidebar).toBe('collapsed');
    doc.dispatch('keydown', { key: 'B', ctrlKey: false, metaKey: true, altKey: false });
    expect(root.dataset.sidebar).toBeUndefined();
  });
});

describe('the sidebar as a mobile drawer', () => {
  it('opens with focus inside and the page inert, and Escape closes it with focus back on the toggle', () => {
    const { sidebar, toggle, backdrop, page, doc, cookies } = setUp(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.dispatch('click');
    expect([sidebar.hasAttribute('data-open'), backdrop.hidden, page.inert, toggle.getAttribute('aria-expanded')]).toEqual([
      true,
      false,
      true,
      'true',
    ]);
    doc.dispatch('keydown', { key: 'Escape' });
    expect([sidebar.hasAttribute('data-open'), backdrop.hidden, page.inert]).toEqual([false, true, false]);
    expect(focusLog).toEqual(['first link', 'toggle']);
    expect(cookies).toEqual([]);
  });

  it('closes from the backdrop, and quietly when the window grows to desktop', () => {
    const { sidebar, toggle, backdrop, media } = setUp(true);
    toggle.dispatch('click');
    backdrop.dispatch('click');
    expect(sidebar.hasAttribute('data-open')).toBe(false);
    toggle.dispatch('click');
    media.set(false);
    expect(sidebar.hasAttribute('data-open')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the keyboard shortcut', () => {
  const press = (overrides: Partial<Parameters<typeof isSidebarShortcut>[0]>) =>
    isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: false, target: null, ...overrides });

  it('is Ctrl+B or Cmd+B only', () => {
    expect(press({})).toBe(true);
    expect(press({ ctrlKey: false, metaKey: true })).toBe(true);
    expect(press({ ctrlKey: false })).toBe(false);
    expect(press({ altKey: true })).toBe(false);
    expect(press({ key: 'n' })).toBe(false);
  });

  it('leaves bold to text fields and editors', () => {
    expect(press({ target: { tagName: 'TEXTAREA' } as never })).toBe(false);
    expect(press({ target: { tagName: 'DIV', isContentEditable: true } as never })).toBe(false);
  });
});
