/**
 * The podcast as built, read from the files alone: `/podcast`, each episode page, its transcript
 * and chapters files, and `/podcast.xml`. A build with no content source has no episode: the page
 * says so and the feed is a valid, empty show. A build with content is held to the same checks for
 * each episode.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, brotliSize, builtPages, distDir, htmlFor, linkedStylesheets, renderBlockingScripts } from './support/dist.ts';

beforeAll(assertBuilt);

const parsed = (text: string, xmlMode = false) => {
  const document = parseDocument(text, { xmlMode });
  return {
    all: (selector: string) => selectAll<AnyNode, Element>(selector, document, { xmlMode }),
    one: (selector: string) => selectOne<AnyNode, Element>(selector, document, { xmlMode }),
  };
};
const builtFile = (address: string) => join(distDir, new URL(address).pathname);

async function episodePages() {
  return (await builtPages()).filter(({ html }) => html.includes('data-piece="episode"'));
}

describe('the podcast feed', () => {
  const feed = () => parsed(readFileSync(join(distDir, 'podcast.xml'), 'utf8'), true);

  it('is RSS 2.0 with the show’s title, description, language, link, self link, owner and explicit flag', () => {
    const channel = feed();
    for (const tag of ['title', 'description', 'language', 'link', 'itunes\\:author', 'itunes\\:explicit', 'itunes\\:owner itunes\\:email'])
      expect(textContent(channel.one(`channel > ${tag}`) ?? []).trim(), tag).not.toBe('');
    expect(channel.one('channel > atom\\:link[rel="self"]')?.attribs.href).toMatch(/\/podcast\.xml$/);
  });

  it('has an item with every required tag for each built episode page, and its files', async () => {
    const items = feed().all('item');
    expect(items.length).toBe((await episodePages()).length);
    for (const item of items) {
      const tag = (name: string) => selectOne<AnyNode, Element>(name, item, { xmlMode: true });
      const link = textContent(tag('link') ?? []);
      expect(tag('enclosure')?.attribs, link).toMatchObject({ url: expect.any(String), type: expect.stringMatching(/^audio\//) });
      expect(Number(tag('enclosure')?.attribs.length), link).toBeGreaterThan(0);
      expect(tag('guid')?.attribs.isPermaLink, link).toBe('false');
      expect(Number(textContent(tag('itunes\\:duration') ?? [])), link).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(textContent(tag('pubDate') ?? []))), link).toBe(false);
      for (const file of [tag('podcast\\:transcript'), tag('podcast\\:chapters')].filter((found) => found !== null))
        expect(existsSync(builtFile(file.attribs.url ?? '')), file.attribs.url).toBe(true);
    }
  });
});

describe('the podcast pages', () => {
  it('say so on /podcast when no episode is out, or list each built episode', async () => {
    const page = parsed(htmlFor('/podcast'));
    const episodes = await episodePages();
    const links = page.all('main .episode-list a[href]').map((link) => link.attribs.href);
    expect(links.sort()).toEqual(episodes.map(({ path }) => path).sort());
    if (episodes.length === 0) expect(textContent(page.one('main') ?? [])).toContain('No episode is out yet');
  });

  it('give each episode a native audio player that loads only metadata, within the first-view budget and no render-blocking script', async () => {
    for (const { path, html } of await episodePages()) {
      const audio = parsed(html).one('episode-player audio');
      expect(audio?.attribs, path).toMatchObject({ controls: '', preload: 'metadata' });
      expect(renderBlockingScripts(html), path).toEqual([]);
      const firstView = brotliSize(html) + linkedStylesheets(html).reduce((sum, css) => sum + brotliSize(css), 0);
      expect(firstView, path).toBeLessThanOrEqual(14 * 1024);
    }
  });
});
