/**
 * `/rss.xml`: the published articles as RSS 2.0, made by `@astrojs/rss`. Each item carries its
 * absolute link (also its permanent guid), the date it was first published (published_at, set
 * once by the database, so an edit never moves a piece up a reader's list), its summary, its tags
 * and its whole text, as Ghost and Substack give: a reader's app shows the piece without a visit.
 */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import { articlePath } from './contentPaths.ts';

export const articleFeedPath = '/rss.xml';

export interface ArticleForFeed {
  slug: string;
  title: string;
  summary: string;
  tags: readonly string[];
  published_at: string;
  /** The rendered Markdown, when the build has it. */
  html?: string;
}

export function articleFeedItems(articles: readonly ArticleForFeed[], siteUrl: URL): RSSFeedItem[] {
  return [...articles]
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
    .map((article) => ({
      title: article.title,
      link: new URL(articlePath(article.slug), siteUrl).href,
      pubDate: new Date(article.published_at),
      description: article.summary,
      categories: [...article.tags],
      ...(article.html ? { content: article.html } : {}),
    }));
}

export function articleFeedOptions(articles: readonly ArticleForFeed[], owner: { name: string; role: string }, siteUrl: URL): RSSOptions {
  const self = new URL(articleFeedPath, siteUrl).href;
  return {
    title: `${owner.name}: articles`,
    description: `Essays by ${owner.name}, ${owner.role}, on innovation strategy and adopting AI at work.`,
    site: siteUrl.origin,
    items: articleFeedItems(articles, siteUrl),
    // Links stay as the site writes them (no trailing slash), so a feed link is the page's canonical URL.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', content: 'http://purl.org/rss/1.0/modules/content/' },
    customData: `<language>en</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
  };
}
