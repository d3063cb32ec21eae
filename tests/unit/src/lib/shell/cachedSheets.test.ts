import { describe, expect, it } from 'vitest';
import { applyCachedSheets, cachedSheetsScript } from '../../../../../src/lib/shell/cachedSheets.ts';
import { rememberPageSheets, rememberSheet } from '../../../../../src/lib/shell/rememberSheets.ts';
import { loadedSheetsKey } from '../../../../../src/lib/storageKeys.ts';

const noscript = '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/page.css">';

/** A head with the inline script, its `<noscript>` of stylesheets beside it, and what the script links. */
function fakeHead(remembered: string | null | (() => never)) {
  const linked: Record<string, string>[] = [];
  const doc = { createElement: () => ({}), head: { append: (link: Record<string, string>) => linked.push(link) } };
  const storage = { getItem: typeof remembered === 'function' ? remembered : () => remembered };
  const script = { previousElementSibling: { innerHTML: noscript } };
  const links = () => linked.map(({ rel, href, blocking }) => `${rel} ${href} ${blocking}`);
  return { doc: doc as unknown as Document, storage, script: script as unknown as Element, links };
}

function memory(initial?: string) {
  const stored = new Map<string, string>(initial === undefined ? [] : [[loadedSheetsKey, initial]]);
  return {
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    list: () => JSON.parse(stored.get(loadedSheetsKey) ?? 'null') as unknown,
  };
}

describe('a returning reader’s stylesheets before the first paint', () => {
  it('are linked render-blocking, in the page’s order, when the browser has downloaded them before', () => {
    const { doc, storage, script, links } = fakeHead(JSON.stringify(['/_astro/other.css', '/_astro/page.css', '/_astro/site.css']));
    applyCachedSheets(doc, storage, loadedSheetsKey, script);
    expect(links()).toEqual(['stylesheet /_astro/site.css render', 'stylesheet /_astro/page.css render']);
  });

  it('stop at the first sheet not downloaded yet, so that the sheets keep their order', () => {
    const first = fakeHead(JSON.stringify(['/_astro/site.css']));
    applyCachedSheets(first.doc, first.storage, loadedSheetsKey, first.script);
    expect(first.links()).toEqual(['stylesheet /_astro/site.css render']);
    const second = fakeHead(JSON.stringify(['/_astro/page.css']));
    applyCachedSheets(second.doc, second.storage, loadedSheetsKey, second.script);
    expect(second.links()).toEqual([]);
  });

  it('are left to after the first paint on a first visit, with an unreadable memory, or with storage blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    for (const remembered of [null, '{"not":"a list"}', 'not json', blocked]) {
      const { doc, storage, script, links } = fakeHead(remembered);
      applyCachedSheets(doc, storage, loadedSheetsKey, script);
      expect(links()).toEqual([]);
    }
  });

  it('come from one inline script that reads its own neighbour and the one storage key', () => {
    const { doc, storage, script, links } = fakeHead(JSON.stringify(['/_astro/site.css', '/_astro/page.css']));
    new Function('document', 'localStorage', cachedSheetsScript())(
      { ...doc, currentScript: script, createElement: doc.createElement, head: doc.head },
      storage,
    );
    expect(links()).toEqual(['stylesheet /_astro/site.css render', 'stylesheet /_astro/page.css render']);
  });
});

describe('remembering the downloaded sheets', () => {
  it('keeps each sheet once, newest last, and only the most recent few', () => {
    const { storage, list } = memory(JSON.stringify(['/_astro/a.css', '/_astro/b.css', 3]));
    rememberSheet(() => storage, '/_astro/a.css', 3);
    expect(list()).toEqual(['/_astro/b.css', '/_astro/a.css']);
    rememberSheet(() => storage, '/_astro/c.css', 3);
    rememberSheet(() => storage, '/_astro/d.css', 3);
    expect(list()).toEqual(['/_astro/a.css', '/_astro/c.css', '/_astro/d.css']);
  });

  it('starts afresh from an unreadable memory, and does nothing when storage is blocked', () => {
    const { storage, list } = memory('not json');
    rememberSheet(() => storage, '/_astro/a.css');
    expect(list()).toEqual(['/_astro/a.css']);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberSheet(() => full, '/_astro/a.css')).not.toThrow();
    expect(() =>
      rememberSheet(() => {
        throw new Error('SecurityError');
      }, '/_astro/a.css'),
    ).not.toThrow();
  });

  it('remembers a page’s sheet once it has downloaded, not before', () => {
    const { storage, list } = memory();
    const listeners: (() => void)[] = [];
    const link = (href: string, loaded: boolean) => ({
      getAttribute: () => href,
      sheet: loaded ? {} : null,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    });
    const doc = { querySelectorAll: () => [link('/_astro/site.css', true), link('/_astro/page.css', false)] };
    rememberPageSheets(doc as unknown as Document, () => storage);
    expect(list()).toEqual(['/_astro/site.css']);
    for (const listener of listeners) listener();
    expect(list()).toEqual(['/_astro/site.css', '/_astro/page.css']);
  });
});
