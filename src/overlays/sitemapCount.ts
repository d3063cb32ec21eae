import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../lib/storage/keyValueStore.ts';

/** Written by @astrojs/sitemap: an index of one or more sitemap files. */
export const sitemapIndexPath = '/sitemap-index.xml';
/** sessionStorage: the count was logged in this browser session. */
export const sitemapCountedKey = 'sitemap-counted';

export const sitemapLocations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1] ?? '').filter(Boolean);

export const sitemapUrlCount = (xml: string): number => xml.match(/<url>/g)?.length ?? 0;

/** The number of pages listed across every sitemap the index names. */
export async function countSitemapPages(fetchText: (address: string) => Promise<string>, origin: string): Promise<number> {
  const index = await fetchText(new URL(sitemapIndexPath, origin).href);
  const files = await Promise.all(sitemapLocations(index).map((address) => fetchText(new URL(address, origin).href)));
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
  if (readStored(session, sitemapCountedKey, z.literal(true))) return;
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
