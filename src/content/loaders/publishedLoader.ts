import type { Loader } from 'astro/loaders';
import { contentSource, readPublishedRows } from '../../lib/publishing/contentSource.ts';

export interface PublishedLoaderOptions {
  /** The table, as the REST API names it. */
  table: string;
  /** PostgREST query: the columns and the filter that picks published, non-sample rows. */
  query: string;
  /** The entry id: the slug for pages, the row id for list items. */
  idOf(row: Record<string, unknown>): string;
  /** The column holding Markdown, rendered into the entry (`render(entry)` gives its `<Content />`). */
  markdown?: string;
}

/**
 * A collection of published rows from the backend (ADMIN.md, "Publishing"). Each build reads them
 * afresh and the store is cleared first, so an unpublished piece leaves the site on the next build.
 */
export function publishedLoader(options: PublishedLoaderOptions): Loader {
  return {
    name: `published-${options.table}`,
    async load({ store, parseData, renderMarkdown, generateDigest, logger }) {
      store.clear();
      const source = contentSource(process.env);
      if (!source) {
        logger.info(`No CONTENT_SOURCE_URL: ${options.table} builds with no published rows.`);
        return;
      }
      const rows = (await readPublishedRows(source, options.table, options.query)) as Record<string, unknown>[];
      for (const row of rows) {
        const id = options.idOf(row);
        const data = await parseData({ id, data: row });
        const markdownText = options.markdown ? row[options.markdown] : undefined;
        const rendered = typeof markdownText === 'string' ? await renderMarkdown(markdownText) : undefined;
        store.set({ id, data, rendered, digest: generateDigest(row) });
      }
      logger.info(`${rows.length} published ${options.table} row(s).`);
    },
  };
}
