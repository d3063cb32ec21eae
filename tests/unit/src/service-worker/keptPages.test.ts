import { describe, expect, it, vi } from 'vitest';
import { pagesCacheName } from '../../../../src/service-worker/cacheNames.ts';
import { pagesReadHere, pageTitle } from '../../../../src/service-worker/keptPages.ts';

const page = (title: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body></body></html>`;

function fakeCacheStorage(pages: Record<string, string> | undefined) {
  const open = vi.fn(async (name: string) => {
    expect(name).toBe(pagesCacheName);
    return {
      keys: async () => Object.keys(pages ?? {}).map((url) => ({ url })),
      match: async (request: { url: string }) => ({ text: async () => pages?.[request.url] ?? '' }),
    };
  });
  return {
    storage: { has: async (name: string) => name === pagesCacheName && pages !== undefined, open } as unknown as CacheStorage,
    open,
  };
}

describe('a kept page’s title', () => {
  it('is the page’s own title without the site name', () => {
    expect(pageTitle(page('Terms of use · Jordan Avery'))).toBe('Terms of use');
    expect(pageTitle(page('Books &amp; ideas · Jordan Avery'))).toBe('Books & ideas');
  });

  it('is missing when the page has none', () => {
    expect(pageTitle('<p>no head</p>')).toBeUndefined();
  });
});

describe('the pages read on this device', () => {
  it('lists each page the worker kept while it was read, by title (its path when it has none), in title order', async () => {
    const { storage } = fakeCacheStorage({
      'https://site.example/terms': page('Terms of use · Jordan Avery'),
      'https://site.example/public': page('Public overview · Jordan Avery'),
      'https://site.example/signup': '',
    });
    expect(await pagesReadHere(storage)).toEqual([
      { path: '/signup', title: '/signup' },
      { path: '/public', title: 'Public overview' },
      { path: '/terms', title: 'Terms of use' },
    ]);
  });

  it('is empty, without creating the cache, when the browser kept nothing', async () => {
    const { storage, open } = fakeCacheStorage(undefined);
    expect(await pagesReadHere(storage)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});
