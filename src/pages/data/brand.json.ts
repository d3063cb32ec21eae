/**
 * `/data/brand.json`: the published brand content as a JSON Feed 1.1, for the brand's main site
 * (src/lib/publishing/brandFeed.ts). With nothing published it lists no items.
 */
import type { APIRoute } from 'astro';
import { brandFeed } from '../../lib/publishing/brandFeed.ts';
import { publishedBrand } from '../../lib/publishing/publishedBrand.ts';
import { site } from '../../lib/site.ts';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  if (!siteUrl) throw new Error('brand.json: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const { profile, caseStudies, booksIdeas, talks, testimonials } = await publishedBrand();
  const feed = brandFeed(
    {
      profile: profile && {
        name: profile.data.name,
        headline: profile.data.headline,
        biographyHtml: profile.rendered?.html ?? '',
        photoUrl: profile.data.photo_url,
        photoAlt: profile.data.photo_alt,
        updatedAt: profile.data.updated_at,
      },
      caseStudies: caseStudies.map(({ data, rendered }) => ({
        slug: data.slug,
        title: data.title,
        client: data.client,
        summary: data.summary,
        bodyHtml: rendered?.html ?? '',
        outcome: data.outcome,
        imageUrl: data.image_url,
        imageAlt: data.image_alt,
        featured: data.featured,
        updatedAt: data.updated_at,
      })),
      booksIdeas: booksIdeas.map(({ data }) => ({
        id: data.id,
        kind: data.kind,
        title: data.title,
        summary: data.summary,
        linkUrl: data.link_url,
        coverUrl: data.cover_url,
        coverAlt: data.cover_alt,
        year: data.year,
        updatedAt: data.updated_at,
      })),
      talks: talks.map(({ data }) => ({
        id: data.id,
        kind: data.kind,
        title: data.title,
        venue: data.venue,
        happenedOn: data.happened_on,
        linkUrl: data.link_url,
        summary: data.summary,
        updatedAt: data.updated_at,
      })),
      testimonials: testimonials.map(({ data }) => ({
        id: data.id,
        quote: data.quote,
        person: data.person,
        role: data.role,
        featured: data.featured,
        updatedAt: data.updated_at,
      })),
    },
    site,
    siteUrl,
  );
  return new Response(`${JSON.stringify(feed, null, 2)}\n`, { headers: { 'Content-Type': 'application/feed+json; charset=utf-8' } });
};
