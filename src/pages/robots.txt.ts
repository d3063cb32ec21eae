/** robots.txt with an absolute sitemap address (the protocol requires one), from the site URL. */
import type { APIRoute } from 'astro';
import { sitemapPath } from '../overlays/sitemapCount.ts';

export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Disallow: /shell/'];
  if (site) lines.push(`Sitemap: ${new URL(sitemapPath, site).href}`);
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
