/// <reference types="astro/client" />
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { publishedLoader } from './content/loaders/publishedLoader.ts';
import { assessmentSchema, frameworkSchema } from './lib/assessments/contentSchema.ts';
import {
  articleSchema,
  bookOrIdeaSchema,
  brandProfileSchema,
  caseStudySchema,
  episodeSchema,
  newsletterIssueSchema,
  podcastShowColumns,
  podcastShowSchema,
  talkSchema,
  testimonialSchema,
} from './lib/publishing/publishedSchemas.ts';
import { publishedBrandQueries, publishedPieceQueries } from './lib/publishing/publishedQueries.ts';
import { articlePath, assertIssueSlugFree, issuePath } from './lib/publishing/contentPaths.ts';
import { episodePath } from './lib/podcast/episodeAddresses.ts';
import { publicRadarEntrySchema, publicRadarQuery } from './lib/radar/publicRadarEntry.ts';

/**
 * Content collections. The build validates every file against its schema, so a broken
 * assessment stops the build instead of reaching a reader.
 */
const assessments = defineCollection({
  // One file per role, named by the role id of the route table.
  loader: glob({ pattern: '*.json', base: './src/content/assessments' }),
  schema: assessmentSchema,
});

const frameworks = defineCollection({
  loader: file('src/content/frameworks.json'),
  schema: frameworkSchema,
});

/**
 * What the owner published, read from the backend at build time (src/lib/publishing/contentSource.ts)
 * by the queries of publishedQueries.ts. Sample rows (`--demo`) are never read: they stay in the
 * console and never reach a page or a feed.
 */
const bySlug = (row: Record<string, unknown>) => String(row.slug);
const byId = (row: Record<string, unknown>) => String(row.id);
// The brand's content and the podcast's show are parts of pages, not pages of their own; a
// featured case study or testimonial is also on /advisory, the page its editor follows.
const onPage = (path: string) => () => path;
const onBrandPage = (row: Record<string, unknown>) => (row.featured === true ? '/advisory' : '/public');

/** A piece with a page of its own at its slug (an article, an issue, an episode), read as publishedPieceQueries says. */
const pieceLoader = (
  table: keyof typeof publishedPieceQueries,
  pathOf: (slug: string) => string,
  markdown: string,
  check?: (row: Record<string, unknown>) => void,
) =>
  publishedLoader({
    table,
    query: publishedPieceQueries[table],
    idOf: bySlug,
    pageOf: (row) => pathOf(bySlug(row)),
    markdown,
    ...(check && { check }),
  });

const articles = defineCollection({ loader: pieceLoader('articles', articlePath, 'body_md'), schema: articleSchema });

// An issue is published when it has been sent: the archive holds sent issues only.
const newsletterIssues = defineCollection({
  loader: pieceLoader('newsletter_issues', issuePath, 'body_md', (row) => assertIssueSlugFree(bySlug(row))),
  schema: newsletterIssueSchema,
});

const episodes = defineCollection({ loader: pieceLoader('podcast_episodes', episodePath, 'notes_md'), schema: episodeSchema });

const podcastShow = defineCollection({
  loader: publishedLoader({ table: 'podcast_show', query: `select=${podcastShowColumns}`, idOf: () => 'show', pageOf: onPage('/podcast') }),
  schema: podcastShowSchema,
});

const brandProfile = defineCollection({
  loader: publishedLoader({
    table: 'brand_profile',
    query: publishedBrandQueries.brand_profile,
    idOf: () => 'profile',
    pageOf: onPage('/public'),
    markdown: 'biography_md',
  }),
  schema: brandProfileSchema,
});

const caseStudies = defineCollection({
  loader: publishedLoader({
    table: 'case_studies',
    query: publishedBrandQueries.case_studies,
    idOf: bySlug,
    pageOf: onBrandPage,
    markdown: 'body_md',
  }),
  schema: caseStudySchema,
});

const booksIdeas = defineCollection({
  loader: publishedLoader({
    table: 'books_ideas',
    query: publishedBrandQueries.books_ideas,
    idOf: byId,
    pageOf: onPage('/public'),
  }),
  schema: bookOrIdeaSchema,
});

const talks = defineCollection({
  loader: publishedLoader({ table: 'talks', query: publishedBrandQueries.talks, idOf: byId, pageOf: onPage('/public') }),
  schema: talkSchema,
});

const testimonials = defineCollection({
  loader: publishedLoader({ table: 'testimonials', query: publishedBrandQueries.testimonials, idOf: byId, pageOf: onBrandPage }),
  schema: testimonialSchema,
});

// The entries the owner marked public, for the static /radar; never the signals or notes behind them.
const radarEntries = defineCollection({
  loader: publishedLoader({ table: 'radar_entries', query: publicRadarQuery, idOf: byId, pageOf: onPage('/radar') }),
  schema: publicRadarEntrySchema,
});

export const collections = {
  assessments,
  frameworks,
  articles,
  newsletterIssues,
  episodes,
  podcastShow,
  brandProfile,
  caseStudies,
  booksIdeas,
  talks,
  testimonials,
  radarEntries,
};
