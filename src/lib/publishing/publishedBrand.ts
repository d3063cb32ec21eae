/**
 * The published brand content, read from the content collections (src/content.config.ts), for the
 * About and Advisory pages, the landing page's proof sections and the brand feed. Build-time only
 * (`astro:content`). Lists come in the owner's order (sort_order, as the loaders read them).
 */
import { getCollection, getEntry } from 'astro:content';
import type { BookOrIdeaEntry, BrandProfileEntry, CaseStudyEntry, TalkEntry, TestimonialEntry } from './publishedEntries.ts';

export interface PublishedBrand {
  profile: BrandProfileEntry | undefined;
  caseStudies: CaseStudyEntry[];
  booksIdeas: BookOrIdeaEntry[];
  talks: TalkEntry[];
  testimonials: TestimonialEntry[];
}

const byOrder = <Entry extends { data: { sort_order: number } }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => a.data.sort_order - b.data.sort_order);

export async function publishedBrand(): Promise<PublishedBrand> {
  const [profile, caseStudies, booksIdeas, talks, testimonials]: [
    BrandProfileEntry | undefined,
    CaseStudyEntry[],
    BookOrIdeaEntry[],
    TalkEntry[],
    TestimonialEntry[],
  ] = await Promise.all([
    getEntry('brandProfile', 'profile'),
    getCollection('caseStudies'),
    getCollection('booksIdeas'),
    getCollection('talks'),
    getCollection('testimonials'),
  ]);
  return {
    profile,
    caseStudies: byOrder(caseStudies),
    booksIdeas: byOrder(booksIdeas),
    talks: byOrder(talks),
    testimonials: byOrder(testimonials),
  };
}
