/**
 * `/sitemap.xml`: the public pages of the route table (`publicPaths()`), each at its absolute
 * address under the site URL, as the sitemap protocol requires. One file holds them all: the
 * protocol allows 50,000 addresses a file, and one file is one request for the sitemap count.
 */
import type { APIRoute } from 'astro';
import { publicPaths } from '../lib/routes/publicPaths.ts';
import { sitemapXml } from '../lib/routes/sitemapXml.ts';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('sitemap.xml: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  return new Response(sitemapXml(publicPaths(), site), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
