import { describe, expect, it, vi } from 'vitest';
import { logSitemapCountOnce, sitemapUrlCount } from '../../../../src/overlays/sitemapCount.ts';
import { memoryStore } from '../../support/memoryStore.ts';

const urls = (count: number) => `<urlset>${'<url><loc>https://site.example/a</loc></url>'.repeat(count)}</urlset>`;

function fakeFetch(served: Record<string, string>) {
  const fetched: string[] = [];
  const fetcher = (async (address: string) => {
    fetched.push(address);
    return served[address] ? new Response(served[address]) : new Response('', { status: 404 });
  }) as typeof fetch;
  return { fetcher, fetched };
}

describe('the sitemap count', () => {
  it('counts the <url> entries', () => {
    expect(sitemapUrlCount(urls(4))).toBe(4);
    expect(sitemapUrlCount('<urlset></urlset>')).toBe(0);
  });

  it("fetches the sitemap from the page's own origin and logs it once per browser session", async () => {
    const { fetcher, fetched } = fakeFetch({ 'https://preview.example/sitemap.xml': urls(5) });
    const session = memoryStore();
    const log = { info: vi.fn(), warn: vi.fn() };
    await logSitemapCountOnce({ fetch: fetcher, origin: 'https://preview.example', session, log });
    await logSitemapCountOnce({ fetch: fetcher, origin: 'https://preview.example', session, log });
    expect(fetched).toEqual(['https://preview.example/sitemap.xml']);
    expect(log.info).toHaveBeenCalledExactlyOnceWith('Sitemap lists 5 pages.');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('turns a failure into a warning and nothing else', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    await logSitemapCountOnce({ fetch: fakeFetch({}).fetcher, origin: 'https://other.example', session: memoryStore(), log });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
