/**
 * `/rss.xml`: the published articles (src/lib/publishing/articleFeed.ts), made by @astrojs/rss.
 * With none published it is a valid feed with no items, so a reader who subscribes early keeps it.
 */
import { getRssString } from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleFeedOptions } from '../lib/publishing/articleFeed.ts';
import { publishedArticles } from '../lib/publishing/publishedPages.ts';
import { site } from '../lib/site.ts';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  if (!siteUrl) throw new Error('rss.xml: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const articles = (await publishedArticles()).map((entry) => ({ ...entry.data, html: entry.rendered?.html }));
  const xml = await getRssString(articleFeedOptions(articles, site, siteUrl));
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
