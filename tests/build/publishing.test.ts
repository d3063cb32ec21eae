/**
 * The reader pages of published content and their feeds, read from the built files alone. A
 * build with no content source (CI, a fresh clone) has no piece: the list pages then say so and
 * the feeds are valid and empty. A build with content is held to the same checks for each piece.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, brotliSize, builtPages, distDir, htmlFor, linkedStylesheets, renderBlockingScripts } from './support/dist.ts';

beforeAll(assertBuilt);

const text = (node: AnyNode | null | undefined): string =>
  node && isTag(node) ? node.children.map((child) => (isText(child) ? child.data : text(child))).join('') : '';
const parsed = (html: string, xmlMode = false) => {
  const document = parseDocument(html, { xmlMode });
  return {
    all: (selector: string) => selectAll<AnyNode, Element>(selector, document, { xmlMode }),
    one: (selector: string) => selectOne<AnyNode, Element>(selector, document, { xmlMode }),
  };
};

/** The built pages of published pieces: each carries its text in an `<article data-piece>`. */
async function pieces(kind: 'article' | 'issue') {
  return (await builtPages()).filter(({ html }) => html.includes(`data-piece="${kind}"`));
}

const readerPages = ['/articles', '/newsletter', '/public', '/advisory'];

describe('the reader pages', () => {
  it('say so when nothing is published, and point to the newsletter', async () => {
    if ((await pieces('article')).length === 0) {
      const page = parsed(htmlFor('/articles'));
      expect(text(page.one('main h2'))).toBe('No articles yet');
      expect(page.all('main a[href="/newsletter"]').length).toBeGreaterThan(0);
      expect(page.one('.newsletter-card form input[type="email"]')).not.toBeNull();
    }
    if ((await pieces('issue')).length === 0) {
      const page = parsed(htmlFor('/newsletter'));
      expect(page.all('main h2').map(text)).toContain('No issues sent yet');
      expect(page.one('main form input[type="email"]')).not.toBeNull();
    }
  });

  it('stay out of the sidebar while nothing is published, and are in it once something is', async () => {
    const sidebarLinks = parsed(htmlFor('/welcome'))
      .all('#sidebar .nav-link')
      .map((link) => link.attribs.href);
    for (const [path, kind] of [
      ['/articles', 'article'],
      ['/newsletter', 'issue'],
    ] as const) {
      const published = (await pieces(kind)).length > 0;
      expect(sidebarLinks.includes(path), path).toBe(published);
    }
    // The radar is listed once an entry is public: its page then draws entries, not its empty state.
    const radarEntries = parsed(htmlFor('/radar')).all('main .radar-entries li').length;
    expect(text(parsed(htmlFor('/radar')).one('main h2')) === 'No entries yet').toBe(radarEntries === 0);
    expect(sidebarLinks.includes('/radar'), '/radar').toBe(radarEntries > 0);
  });

  it('list each published piece, newest first, linking its built page', async () => {
    for (const [list, kind] of [
      ['/articles', 'article'],
      ['/newsletter', 'issue'],
    ] as const) {
      const links = parsed(htmlFor(list))
        .all('main .piece-list a[href]')
        .map((link) => link.attribs.href ?? '');
      expect(links.sort(), list).toEqual((await pieces(kind)).map(({ path }) => path).sort());
      const dates = parsed(htmlFor(list))
        .all('main .piece-list time')
        .map((time) => Date.parse(time.attribs.datetime ?? ''));
      expect(dates, list).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('are in the reader’s navigation only once each has something published', async () => {
    const pages = await builtPages();
    const published = {
      '/articles': (await pieces('article')).length,
      '/newsletter': (await pieces('issue')).length,
      '/podcast': pages.filter(({ path }) => path.startsWith('/podcast/')).length,
    };
    const sidebar = parsed(htmlFor('/welcome'));
    for (const [path, count] of Object.entries(published)) {
      expect(sidebar.all(`#sidebar a[href="${path}"]`).length, `${path} with ${count} published`).toBe(count > 0 ? 1 : 0);
    }
  });

  it('draw no React island and load no render-blocking script, the pieces included', async () => {
    const pages = [...readerPages.map((path) => ({ path, html: htmlFor(path) })), ...(await pieces('article')), ...(await pieces('issue'))];
    for (const { path, html } of pages) {
      expect(html, path).not.toContain('<astro-island');
      expect(renderBlockingScripts(html), path).toEqual([]);
    }
  });

  it('fit a piece’s page around its text in 10 KiB, leaving 4 KiB of the first view (about 2,000 words) for the text', async () => {
    for (const { path, html } of [...(await pieces('article')), ...(await pieces('issue'))]) {
      const around = html.replace(/(<div class="prose"[^>]*>)[\s\S]*?(<\/div>(?:<ul class="piece-tags"|<\/article>))/, '$1$2');
      expect(around.length, `${path}: the text was not found`).toBeLessThan(html.length);
      const firstView = brotliSize(around) + linkedStylesheets(around).reduce((sum, css) => sum + brotliSize(css), 0);
      expect(firstView, path).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it('give every image in a piece lazy loading, and the cover its place before it loads', async () => {
    for (const { path, html } of [...(await pieces('article')), ...(await pieces('issue'))]) {
      const page = parsed(html);
      for (const image of page.all('.prose img')) expect(image.attribs.loading, path).toBe('lazy');
      for (const image of page.all('img')) expect(image.attribs.alt, `${path} ${image.attribs.src}`).toBeDefined();
      const cover = page.one('.piece-cover img');
      if (cover) expect([cover.attribs.width, cover.attribs.height], path).toEqual(['1200', '630']);
    }
  });

  it('lead feed readers to the feeds from the head', () => {
    const feed = parsed(htmlFor('/articles')).one('head link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.attribs.href).toBe('/rss.xml');
    const brand = parsed(htmlFor('/public')).one('head link[rel="alternate"][type="application/feed+json"]');
    expect(brand?.attribs.href).toBe('/data/brand.json');
  });
});

describe('/rss.xml', () => {
  const feed = () => parsed(readFileSync(join(distDir, 'rss.xml'), 'utf8'), true);

  it('is RSS 2.0 with a channel, and one item per built article page', async () => {
    const xml = feed();
    expect(xml.one('rss')?.attribs.version).toBe('2.0');
    for (const tag of ['title', 'link', 'description', 'language']) expect(text(xml.one(`rss > channel > ${tag}`)), tag).toMatch(/\S/);
    const links = xml.all('channel > item > link').map((link) => new URL(text(link)).pathname);
    expect(links.sort()).toEqual((await pieces('article')).map(({ path }) => path).sort());
  });

  it('gives every item a title, an absolute permanent link, a publication date and a summary', () => {
    const xml = parseDocument(readFileSync(join(distDir, 'rss.xml'), 'utf8'), { xmlMode: true });
    for (const item of selectAll<AnyNode, Element>('item', xml, { xmlMode: true })) {
      const field = (name: string) => text(selectOne<AnyNode, Element>(name, item, { xmlMode: true }));
      expect(field('title')).toMatch(/\S/);
      expect(field('guid')).toBe(field('link'));
      expect(new URL(field('link')).protocol).toMatch(/^https?:$/);
      expect(Number.isNaN(Date.parse(field('pubDate')))).toBe(false);
      expect(field('pubDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
  });
});

describe('/data/brand.json', () => {
  it('is a JSON Feed 1.1 whose items each have an id, content and kind', () => {
    const file = join(distDir, 'data/brand.json');
    expect(existsSync(file)).toBe(true);
    const feed = JSON.parse(readFileSync(file, 'utf8'));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(new URL(feed.feed_url).pathname).toBe('/data/brand.json');
    expect(Array.isArray(feed.items)).toBe(true);
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof (item.content_html ?? item.content_text)).toBe('string');
      expect(typeof item._brand.kind).toBe('string');
    }
  });
});
