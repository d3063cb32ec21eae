/**
 * The offline page's list of the pages this browser kept while the reader read them (the worker's
 * page cache), each a link named by the page's own title. The precached pages are listed in the
 * page's HTML already; this adds what differs from reader to reader.
 */
import { decodeEntities } from '../../integrations/htmlEntities.ts';
import { pagesCacheName } from './cacheNames.ts';

export interface KeptPage {
  path: string;
  title: string;
}

/** A built page's title without the site name the layout adds: `Terms of use · Name` → `Terms of use`. */
export function pageTitle(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return title === undefined
    ? undefined
    : decodeEntities(title)
        .replace(/ · [^·]*$/, '')
        .trim();
}

export async function pagesReadHere(storage: Pick<CacheStorage, 'has' | 'open'>): Promise<KeptPage[]> {
  // `open` would create the cache; a browser that kept nothing yet has none.
  if (!(await storage.has(pagesCacheName))) return [];
  const cache = await storage.open(pagesCacheName);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const path = new URL(request.url).pathname;
      const html = (await cache.match(request))?.text();
      return { path, title: pageTitle((await html) ?? '') || path };
    }),
  );
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/** Fills `[data-pages-read]`'s list and shows it when the browser kept any page. */
export async function listPagesReadHere(doc: Document, storage: Pick<CacheStorage, 'has' | 'open'> | undefined): Promise<void> {
  const section = doc.querySelector<HTMLElement>('[data-pages-read]');
  const list = section?.querySelector('ul');
  if (!section || !list || !storage) return;
  const pages = await pagesReadHere(storage);
  list.replaceChildren(
    ...pages.map(({ path, title }) => {
      const item = doc.createElement('li');
      item.append(Object.assign(doc.createElement('a'), { href: path, textContent: title }));
      return item;
    }),
  );
  section.hidden = pages.length === 0;
}
