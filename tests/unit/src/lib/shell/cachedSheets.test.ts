import { describe, expect, it } from 'vitest';
import { applyCachedSheets, cachedSheetsScript, rememberedSheets } from '../../../../../src/lib/shell/cachedSheets.ts';
import { loadedSheetsKey } from '../../../../../src/lib/storageKeys.ts';

const sheets = ['/_astro/site.css', '/_astro/page.css'];

/** A page's head and storage, and what the script links there and remembers. */
function fakeHead(remembered: string | null, { blocked = false } = {}) {
  const stored = new Map<string, string>(remembered === null ? [] : [[loadedSheetsKey, remembered]]);
  const linked: Record<string, string>[] = [];
  const doc = { createElement: () => ({}), head: { append: (link: Record<string, string>) => linked.push(link) } };
  const storage = {
    getItem: (key: string) => {
      if (blocked) throw new Error('SecurityError');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return {
    doc: doc as unknown as Document,
    storage,
    apply: (most = rememberedSheets) => applyCachedSheets(doc as unknown as Document, storage, loadedSheetsKey, sheets, most),
    links: () => linked.map(({ rel, href, blocking }) => `${rel} ${href} ${blocking}`),
    memory: () => JSON.parse(stored.get(loadedSheetsKey) ?? 'null') as unknown,
  };
}

describe('a returning reader’s stylesheets before the first paint', () => {
  it('are linked render-blocking, in the page’s order, when a page of this browser asked for them before', () => {
    const head = fakeHead(JSON.stringify(['/_astro/page.css', '/_astro/other.css', '/_astro/site.css']));
    head.apply();
    expect(head.links()).toEqual(['stylesheet /_astro/site.css render', 'stylesheet /_astro/page.css render']);
  });

  it('stop at the first sheet not asked for yet, so that the sheets keep their order', () => {
    const first = fakeHead(JSON.stringify(['/_astro/site.css']));
    first.apply();
    expect(first.links()).toEqual(['stylesheet /_astro/site.css render']);
    const second = fakeHead(JSON.stringify(['/_astro/page.css']));
    second.apply();
    expect(second.links()).toEqual([]);
  });

  it('are remembered for the next page, newest last, each once, and only the most recent few', () => {
    const head = fakeHead(JSON.stringify(['/_astro/site.css', '/_astro/a.css', '/_astro/b.css']));
    head.apply(4);
    expect(head.memory()).toEqual(['/_astro/a.css', '/_astro/b.css', '/_astro/site.css', '/_astro/page.css']);
    head.apply(3);
    expect(head.memory()).toEqual(['/_astro/b.css', '/_astro/site.css', '/_astro/page.css']);
  });

  it('are left to after the first paint on a first visit, which remembers them', () => {
    const head = fakeHead(null);
    head.apply();
    expect(head.links()).toEqual([]);
    expect(head.memory()).toEqual(['/_astro/site.css', '/_astro/page.css']);
  });

  it('are left to after the first paint with an unreadable memory or blocked storage', () => {
    for (const head of [fakeHead('{"not":"a list"}'), fakeHead('not json'), fakeHead('[]', { blocked: true })]) {
      expect(() => head.apply()).not.toThrow();
      expect(head.links()).toEqual([]);
    }
  });

  it('come from one inline script written for the page’s sheets and the one storage key', () => {
    const head = fakeHead(JSON.stringify(['/_astro/site.css', '/_astro/page.css']));
    new Function('document', 'localStorage', cachedSheetsScript(sheets))(head.doc, head.storage);
    expect(head.links()).toEqual(['stylesheet /_astro/site.css render', 'stylesheet /_astro/page.css render']);
  });
});
