import {
  articleColumns,
  bookOrIdeaColumns,
  brandProfileColumns,
  caseStudyColumns,
  episodeColumns,
  newsletterIssueColumns,
  talkColumns,
  testimonialColumns,
} from './publishedSchemas.ts';

/**
 * What the build reads of the pieces (src/content.config.ts): published rows, never sample ones
 * (`--demo`), newest first. In one place so a test reads exactly what the build reads.
 */
const notSample = 'is_sample=is.false';

export const publishedPieceQueries = {
  articles: `select=${articleColumns}&status=eq.published&${notSample}&order=published_at.desc`,
  // An issue is published when it has been sent: the archive holds sent issues only.
  newsletter_issues: `select=${newsletterIssueColumns}&status=eq.published&${notSample}&order=published_at.desc`,
  podcast_episodes: `select=${episodeColumns}&status=eq.published&${notSample}&order=published_at.desc`,
} as const;

const brandList = `published=is.true&${notSample}&order=sort_order.asc,updated_at.desc`;

/** What the build reads of the brand: published rows, never sample ones, in the owner's order. */
export const publishedBrandQueries = {
  brand_profile: `select=${brandProfileColumns}&published=is.true&${notSample}`,
  case_studies: `select=${caseStudyColumns}&${brandList}`,
  books_ideas: `select=${bookOrIdeaColumns}&${brandList}`,
  talks: `select=${talkColumns}&${brandList}`,
  testimonials: `select=${testimonialColumns}&${brandList}`,
} as const;
