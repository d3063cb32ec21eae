/**
 * What a shared link shows and what a phone keeps, read from the built pages alone: every page's
 * canonical URL and card on the origin the site was built for, the share images they name, the
 * web manifest and its icons, and the JSON-LD of the pages about the owner.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Element, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, builtPages, distDir, htmlFor } from './support/dist.ts';
import { pngSize } from './support/pngSize.ts';

beforeAll(assertBuilt);

/** The origin the build was made for: the test command passes it; by hand, robots.txt names it. */
function builtSiteOrigin(): string {
  if (process.env.PUBLIC_SITE_URL) return new URL(process.env.PUBLIC_SITE_URL).origin;
  const sitemap = /^Sitemap: (\S+)$/m.exec(readFileSync(join(distDir, 'robots.txt'), 'utf8'))?.[1];
  if (!sitemap) throw new Error("robots.txt names no sitemap, so the build's origin is unknown.");
  return new URL(sitemap).origin;
}
const origin = builtSiteOrigin();

/** Pages that answer for other addresses (unknown paths, anything offline) and so claim none. */
const answersForOthers = new Set(['/404', '/offline']);

function head(html: string) {
  const document = parseDocument(html);
  const attr = (selector: string, name: string) => {
    return selectOne<AnyNode, Element>(selector, document)?.attribs[name];
  };
  return {
    link: (rel: string) => attr(`link[rel="${rel}"]`, 'href'),
    og: (property: string) => attr(`meta[property="${property.startsWith('article:') ? property : `og:${property}`}"]`, 'content'),
    meta: (name: string) => attr(`meta[name="${name}"]`, 'content'),
    themeColour: attr('meta[name="theme-color"][media="(prefers-color-scheme: light)"]', 'content'),
    jsonLd: selectAll<AnyNode, Element>('script[type="application/ld+json"]', document).map((script) =>
      JSON.parse(script.children.map((child) => (isText(child) ? child.data : '')).join('')),
    ),
  };
}

/** The built file an absolute URL on the site's origin names. */
function builtFileAt(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(origin);
  const file = join(distDir, decodeURIComponent(parsed.pathname));
  expect(existsSync(file), `${url} names no built file`).toBe(true);
  return file;
}

async function documents() {
  return (await builtPages()).filter(({ html }) => /<html[\s>]/i.test(html));
}

describe('every page', () => {
  it('has a canonical URL and an Open Graph and Twitter card on the site origin, with a 1200×630 image', async () => {
    const pages = (await documents()).filter(({ path }) => !answersForOthers.has(path));
    expect(pages.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const tags = head(html);
      const expected = new URL(path, origin).href;
      const check = (ok: boolean, what: string) => ok || problems.push(`${path}: ${what}`);
      check(tags.link('canonical') === expected, `canonical ${tags.link('canonical')}, expected ${expected}`);
      check(tags.og('url') === expected, `og:url ${tags.og('url')}, expected ${expected}`);
      for (const property of ['title', 'description', 'site_name', 'image:alt'])
        check(Boolean(tags.og(property)?.trim()), `no og:${property}`);
      // A published piece (an article, a sent issue) is an article card with its date; every other page a website.
      const piece = /<article[^>]*\bdata-piece=/.test(html);
      check(tags.og('type') === (piece ? 'article' : 'website'), `og:type is not ${piece ? 'article' : 'website'}`);
      if (piece) check(!Number.isNaN(Date.parse(tags.og('article:published_time') ?? '')), 'no article:published_time');
      check(tags.og('image:width') === '1200' && tags.og('image:height') === '630', 'og:image size is not 1200×630');
      check(tags.meta('twitter:card') === 'summary_large_image', 'twitter:card is not summary_large_image');
      const image = tags.og('image');
      if (!image) {
        check(false, 'no og:image');
        continue;
      }
      expect(pngSize(readFileSync(builtFileAt(image))), image).toEqual({ width: 1200, height: 630 });
    }
    expect(problems).toEqual([]);
  });

  it('links the web manifest and the apple-touch icon; the not-found and offline pages claim no address', async () => {
    for (const { path, html } of await documents()) {
      const tags = head(html);
      expect(tags.link('manifest'), path).toBe('/manifest.webmanifest');
      expect(tags.link('apple-touch-icon'), path).toBe('/apple-touch-icon.png');
      if (answersForOthers.has(path)) {
        expect(tags.link('canonical'), path).toBeUndefined();
        expect(tags.og('url'), path).toBeUndefined();
      }
    }
  });

  it('gives /advisory the card a social network shows: its title, description and picture', () => {
    const tags = head(htmlFor('/advisory'));
    expect(tags.og('title')).toBe('Advisory');
    expect(tags.og('description')).toMatch(/advisory for leadership teams/i);
    expect(tags.og('image')).toBe(`${origin}/og/advisory.png`);
  });
});

describe('/manifest.webmanifest', () => {
  const manifest = () => JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8'));

  it("names the site, starts on a built page and takes the pages' light theme colour", () => {
    const { name, short_name, start_url, display, theme_color, background_color } = manifest();
    expect(name).toMatch(/\S/);
    expect(short_name.length).toBeGreaterThan(0);
    expect(short_name.length).toBeLessThanOrEqual(12);
    expect(['standalone', 'minimal-ui', 'browser']).toContain(display);
    expect(existsSync(join(distDir, `${start_url}.html`))).toBe(true);
    const pageColour = head(htmlFor('/welcome')).themeColour;
    expect(theme_color).toBe(pageColour);
    expect(background_color).toBe(pageColour);
  });

  it('lists icons that exist at the sizes it declares, a 512 px one among them', () => {
    const icons: { src: string; sizes: string; type: string }[] = manifest().icons;
    for (const icon of icons) {
      const bytes = readFileSync(join(distDir, icon.src));
      if (icon.type === 'image/svg+xml') {
        expect(icon.sizes).toBe('any');
        continue;
      }
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(icons.map((icon) => icon.sizes)).toContain('512x512');
  });

  it('comes with a 180×180 apple-touch icon', () => {
    expect(pngSize(readFileSync(join(distDir, 'apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
  });
});

describe('JSON-LD', () => {
  it('describes the owner as a Person, her practice as an Organization and the site as a WebSite on /welcome, /public and /advisory', () => {
    for (const path of ['/welcome', '/public', '/advisory']) {
      const [data, ...more] = head(htmlFor(path)).jsonLd;
      expect(more, path).toEqual([]);
      const graph: Record<string, unknown>[] = data['@graph'];
      expect(graph.map((node) => node['@type']).sort(), path).toEqual(['Organization', 'Person', 'WebSite']);
      for (const node of graph) expect(new URL(String(node.url)).origin, path).toBe(origin);
    }
  });

  it('lists the published pieces as a CollectionPage on /articles and /newsletter', () => {
    for (const path of ['/articles', '/newsletter']) {
      const [data, ...more] = head(htmlFor(path)).jsonLd;
      expect(more, path).toEqual([]);
      expect(data['@type'], path).toBe('CollectionPage');
      expect(data.url, path).toBe(new URL(path, origin).href);
      const items: { url: string }[] = data.mainEntity.itemListElement;
      for (const item of items) expect(existsSync(join(distDir, `${new URL(item.url).pathname}.html`)), item.url).toBe(true);
    }
  });

  it('describes every published piece as an Article on its own address, by the owner', async () => {
    const pieces = (await documents()).filter(({ html }) => /<article[^>]*\bdata-piece="(?!episode")/.test(html));
    for (const { path, html } of pieces) {
      const [data, ...more] = head(html).jsonLd;
      expect(more, path).toEqual([]);
      expect(data['@type'], path).toBe('Article');
      expect(data.url, path).toBe(new URL(path, origin).href);
      expect(data.headline, path).toBe(head(html).og('title'));
      expect(Number.isNaN(Date.parse(data.datePublished)), path).toBe(false);
      expect(data.author['@id'], path).toBe(`${origin}/#person`);
    }
  });

  it('describes every podcast episode as a PodcastEpisode of the series, on its own address', async () => {
    const episodes = (await documents()).filter(({ html }) => /<article[^>]*\bdata-piece="episode"/.test(html));
    for (const { path, html } of episodes) {
      const [data, ...more] = head(html).jsonLd;
      expect(more, path).toEqual([]);
      expect(data['@type'], path).toBe('PodcastEpisode');
      expect(data.url, path).toBe(new URL(path, origin).href);
      expect(data.name, path).toBe(head(html).og('title'));
      expect(Number.isNaN(Date.parse(data.datePublished)), path).toBe(false);
      expect(data.associatedMedia.contentUrl, path).toBeTruthy();
      expect(data.partOfSeries['@type'], path).toBe('PodcastSeries');
    }
  });
});
