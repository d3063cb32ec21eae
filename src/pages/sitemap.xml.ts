/**
 * `/sitemap.xml`: the public pages of the route table (`publicPaths()`) and the pages of published
 * content (each podcast episode), each at its absolute
 * address under the site URL, as the sitemap protocol requires. One file holds them all: the
 * protocol allows 50,000 addresses a file, and one file is one request for the sitemap count.
 */
import type { APIRoute } from 'astro';
import { episodePath } from '../lib/podcast/episodeAddresses.ts';
import { publishedEpisodes } from '../lib/podcast/publishedPodcast.ts';
import { publicPaths } from '../lib/routes/publicPaths.ts';
import { sitemapXml } from '../lib/routes/sitemapXml.ts';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('sitemap.xml: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const episodes = (await publishedEpisodes()).map((entry) => episodePath(entry.id));
  return new Response(sitemapXml([...publicPaths(), ...episodes], site), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
