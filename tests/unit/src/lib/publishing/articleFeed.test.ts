import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { articleFeedItems, articleFeedOptions, type ArticleForFeed } from '../../../../../src/lib/publishing/articleFeed.ts';
import { parseXml } from './support.ts';

const siteUrl = new URL('https://strategist.example');
const owner = { name: 'Elena Marsh', role: 'Innovation strategist' };
const older: ArticleForFeed = {
  slug: 'the-boring-pilot',
  title: 'The boring pilot & why it wins',
  summary: 'One team, one process, one number.',
  tags: [],
  published_at: '2026-11-20T08:00:00+00:00',
};
const newer: ArticleForFeed = {
  slug: 'five-questions-before-your-first-ai-pilot',
  title: 'Five questions before your first AI pilot',
  summary: 'An afternoon of questions that saves a quarter.',
  tags: ['AI adoption', 'Leadership'],
  published_at: '2026-11-26T09:30:00+00:00',
  html: '<p>Before you sign <strong>anything</strong>, ask.</p>',
};

async function feed(articles: ArticleForFeed[]) {
  return parseXml(await getRssString(articleFeedOptions(articles, owner, siteUrl)));
}

describe('/rss.xml', () => {
  it('is RSS 2.0 with a channel that names the site, its language and its own address', async () => {
    const xml = await feed([older, newer]);
    const rss = xml.one('rss');
    expect(rss?.attribs.version).toBe('2.0');
    const channel = xml.one('rss > channel');
    expect(xml.text(xml.one('channel > title'))).toBe('Elena Marsh: articles');
    expect(xml.text(xml.one('channel > description'))).toMatch(/Elena Marsh/);
    expect(xml.text(xml.one('channel > link'))).toBe('https://strategist.example');
    expect(xml.text(xml.one('channel > language'))).toBe('en');
    const self = channel?.children.find((node) => 'name' in node && node.name === 'atom:link') as
      | { attribs: Record<string, string> }
      | undefined;
    expect(self?.attribs).toEqual({ href: 'https://strategist.example/rss.xml', rel: 'self', type: 'application/rss+xml' });
    expect(rss?.attribs['xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    expect(rss?.attribs['xmlns:content']).toBe('http://purl.org/rss/1.0/modules/content/');
  });

  it('lists each article newest first with its absolute link as a permanent guid, the date it was published, summary, tags and text', async () => {
    const xml = await feed([older, newer]);
    const items = xml.all('channel > item');
    expect(items.map((item) => xml.text(xml.one('title', item)))).toEqual([newer.title, older.title]);
    const [first, second] = items;
    if (!first || !second) throw new Error('expected two items');
    const link = 'https://strategist.example/articles/five-questions-before-your-first-ai-pilot';
    expect(xml.text(xml.one('link', first))).toBe(link);
    expect(xml.one('guid', first)?.attribs.isPermaLink).toBe('true');
    expect(xml.text(xml.one('guid', first))).toBe(link);
    expect(xml.text(xml.one('pubDate', first))).toBe('Thu, 26 Nov 2026 09:30:00 GMT');
    expect(new Date(xml.text(xml.one('pubDate', first))).toISOString()).toBe(new Date(newer.published_at).toISOString());
    expect(xml.text(xml.one('description', first))).toBe(newer.summary);
    expect(xml.all('category', first).map((category) => xml.text(category))).toEqual(['AI adoption', 'Leadership']);
    const content = first.children.find((node) => 'name' in node && node.name === 'content:encoded');
    expect(xml.text(content)).toBe(newer.html);
    expect(xml.text(xml.one('title', second))).toBe('The boring pilot & why it wins');
    expect(xml.text(xml.one('link', second))).toBe('https://strategist.example/articles/the-boring-pilot');
  });

  it('is a valid feed with no items when nothing is published', async () => {
    const xml = await feed([]);
    expect(xml.one('rss > channel > title')).not.toBeNull();
    expect(xml.all('item')).toEqual([]);
  });

  it('gives links as the site writes them, without a trailing slash', () => {
    const [item] = articleFeedItems([older], siteUrl);
    expect(item?.link).toBe('https://strategist.example/articles/the-boring-pilot');
    expect(item?.pubDate?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });
});
