import { isTrue } from '../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../lib/storage/keyValueStore.ts';

/** Written by @astrojs/sitemap: an index of one or more sitemap files. */
export const sitemapIndexPath = '/sitemap-index.xml';
/** sessionStorage: the count was logged in this browser session. */
export const sitemapCountedKey = 'sitemap-counted';

export const sitemapLocations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1] ?? '').filter(Boolean);

export const sitemapUrlCount = (xml: string): number => xml.match(/<url>/g)?.length ?? 0;

/**
 * The number of pages listed across every sitemap the index names. The index names its files at
 * the address the build was given (`site`), which need not be where the page is served (another
 * host, a preview, a local run), and the CSP lets a page fetch from its own origin only: each file
 * is fetched by its path from the page's origin, which serves the same build.
 */
export async function countSitemapPages(fetchText: (address: string) => Promise<string>, origin: string): Promise<number> {
  const onPageOrigin = (address: string) => new URL(new URL(address, origin).pathname, origin).href;
  const index = await fetchText(onPageOrigin(sitemapIndexPath));
  const files = await Promise.all(sitemapLocations(index).map((address) => fetchText(onPageOrigin(address))));
  return files.reduce((sum, xml) => sum + sitemapUrlCount(xml), 0);
}

export interface SitemapLogDeps {
  fetch: typeof fetch;
  origin: string;
  session: KeyValueStore;
  log: Pick<Console, 'info' | 'warn'>;
}

/**
 * Logs how many pages the sitemap lists; nothing else uses the count. Once per browser session,
 * so a reader does not download the sitemap again on every page; a failure is a warning only.
 */
export async function logSitemapCountOnce({ fetch, origin, session, log }: SitemapLogDeps): Promise<void> {
  if (readStored(session, sitemapCountedKey, isTrue)) return;
  writeStored(session, sitemapCountedKey, true);
  const fetchText = async (address: string) => {
    const response = await fetch(address);
    if (!response.ok) throw new Error(`${address} answered ${response.status}`);
    return response.text();
  };
  try {
    log.info(`Sitemap lists ${await countSitemapPages(fetchText, origin)} pages.`);
  } catch (error) {
    log.warn('The sitemap could not be counted.', error);
  }
}
