/**
 * `/sitemap.xml`: the public pages of the route table (`publicPaths()`) and every page made from
 * published content (each article and sent issue), each at its absolute address under the site
 * URL, as the sitemap protocol requires. One file holds them all: the protocol allows 50,000
 * addresses a file, and one file is one request for the sitemap count.
 */
import type { APIRoute } from 'astro';
import { contentPages } from '../lib/publishing/publishedPages.ts';
import { publicPaths } from '../lib/routes/publicPaths.ts';
import { sitemapXml } from '../lib/routes/sitemapXml.ts';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('sitemap.xml: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const pages = [...publicPaths(), ...(await contentPages()).map(({ path, lastModified }) => ({ path, lastModified }))];
  return new Response(sitemapXml(pages, site), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
