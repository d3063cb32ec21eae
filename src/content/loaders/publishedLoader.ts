import type { Loader } from 'astro/loaders';
import { sanitisedHtml } from '../../../functions/_shared/publishing/sanitisedHtml.ts';
import { contentSource, readPublishedRows } from '../../lib/publishing/contentSource.ts';
import { reportSkippedPiece, skippedPiece } from '../../lib/publishing/skippedPieces.ts';

export interface PublishedLoaderOptions {
  /** The table, as the REST API names it. */
  table: string;
  /** PostgREST query: the columns and the filter that picks published, non-sample rows. */
  query: string;
  /** The entry id: the slug for pages, the row id for list items. */
  idOf(row: Record<string, unknown>): string;
  /** The public page the row is, or is part of: named when the build has to leave the row out. */
  pageOf(row: Record<string, unknown>): string;
  /** The column holding Markdown, rendered into the entry (`render(entry)` gives its `<Content />`). */
  markdown?: string;
  /** Throws, saying why, when the row cannot be published as it is (a slug that would take another page's address). */
  check?(row: Record<string, unknown>): void;
}

/**
 * A collection of published rows from the backend: the owner edits pieces in the database, and
 * publishing one rebuilds the static site, which reads them here. Each build reads them afresh
 * and the store is cleared first, so an unpublished piece leaves the site on the next build.
 * Markdown is rendered, then reduced to the content allow-list (sanitisedHtml.ts): every page,
 * feed and JSON file that shows a piece reads this one sanitised HTML. A row that cannot be read
 * or rendered is left out and reported (skippedPieces.ts); the rest of the site still builds.
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
      let stored = 0;
      for (const row of rows) {
        try {
          options.check?.(row);
          const id = options.idOf(row);
          const data = await parseData({ id, data: row });
          const markdownText = options.markdown ? row[options.markdown] : undefined;
          const rendered = typeof markdownText === 'string' ? await renderMarkdown(markdownText) : undefined;
          if (rendered) rendered.html = sanitisedHtml(rendered.html);
          store.set({ id, data, rendered, digest: generateDigest(row) });
          stored += 1;
        } catch (error) {
          const title = [row.title, row.subject, row.name, row.person].find((value) => typeof value === 'string') ?? options.table;
          reportSkippedPiece(skippedPiece(options.pageOf(row), String(title), error), process.env, (line) => logger.warn(line));
        }
      }
      logger.info(`${stored} published ${options.table} row(s).`);
    },
  };
}
