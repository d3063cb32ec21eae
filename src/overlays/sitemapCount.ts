import { isTrue } from '../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../lib/storage/keyValueStore.ts';

/** The site's one sitemap (src/pages/sitemap.xml.ts). */
export const sitemapPath = '/sitemap.xml';
import { sitemapCountedKey } from '../lib/storageKeys.ts';

export const sitemapUrlCount = (xml: string): number => xml.match(/<url>/g)?.length ?? 0;

export interface SitemapLogDeps {
  fetch: typeof fetch;
  /** The page's own origin: the sitemap names the address the build was given (`site`), which
   * need not be where the page is served, and the CSP lets a page fetch from its own origin only. */
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
  try {
    const response = await fetch(new URL(sitemapPath, origin).href);
    if (!response.ok) throw new Error(`${sitemapPath} answered ${response.status}`);
    log.info(`Sitemap lists ${sitemapUrlCount(await response.text())} pages.`);
  } catch (error) {
    log.warn('The sitemap could not be counted.', error);
  }
}
