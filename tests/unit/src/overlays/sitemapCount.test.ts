import { describe, expect, it, vi } from 'vitest';
import { countSitemapPages, logSitemapCountOnce, sitemapLocations, sitemapUrlCount } from '../../../../src/overlays/sitemapCount.ts';
import { memoryStore } from '../../support/memoryStore.ts';

const index = `<?xml version="1.0"?><sitemapindex><sitemap><loc>https://site.example/sitemap-0.xml</loc></sitemap><sitemap><loc> https://site.example/sitemap-1.xml </loc></sitemap></sitemapindex>`;
const urls = (count: number) => `<urlset>${'<url><loc>https://site.example/a</loc></url>'.repeat(count)}</urlset>`;
const files: Record<string, string> = {
  'https://site.example/sitemap-index.xml': index,
  'https://site.example/sitemap-0.xml': urls(3),
  'https://site.example/sitemap-1.xml': urls(2),
};
const fakeFetch = (async (address: string) =>
  files[address] ? new Response(files[address]) : new Response('', { status: 404 })) as typeof fetch;

describe('the sitemap count', () => {
  it('reads the sitemap files the index names and counts their <url> entries', async () => {
    expect(sitemapLocations(index)).toEqual(['https://site.example/sitemap-0.xml', 'https://site.example/sitemap-1.xml']);
    expect(sitemapUrlCount(urls(4))).toBe(4);
    await expect(countSitemapPages(async (address) => files[address]!, 'https://site.example')).resolves.toBe(5);
  });

  it("fetches the files from the page's own origin, whatever address the build gave the site", async () => {
    const fetched: string[] = [];
    const fetchOnPreview = async (address: string) => {
      fetched.push(address);
      return files[address.replace('https://preview.example', 'https://site.example')]!;
    };
    await expect(countSitemapPages(fetchOnPreview, 'https://preview.example')).resolves.toBe(5);
    expect(fetched).toEqual([
      'https://preview.example/sitemap-index.xml',
      'https://preview.example/sitemap-0.xml',
      'https://preview.example/sitemap-1.xml',
    ]);
  });

  it('is logged once per browser session', async () => {
    const session = memoryStore();
    const log = { info: vi.fn(), warn: vi.fn() };
    await logSitemapCountOnce({ fetch: fakeFetch, origin: 'https://site.example', session, log });
    await logSitemapCountOnce({ fetch: fakeFetch, origin: 'https://site.example', session, log });
    expect(log.info).toHaveBeenCalledExactlyOnceWith('Sitemap lists 5 pages.');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('turns a failure into a warning and nothing else', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    await logSitemapCountOnce({ fetch: fakeFetch, origin: 'https://other.example', session: memoryStore(), log });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
