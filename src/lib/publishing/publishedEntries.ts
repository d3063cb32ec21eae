/**
 * The published collections' entries, typed by their own schemas (src/lib/publishing/publishedSchemas.ts).
 * Astro's stand-in declaration of `astro:content` types every export `any` (see
 * src/lib/assessments/contentCollections.ts), so the build's readers name the shape here.
 */
import type { z } from 'zod';
import type {
  articleSchema,
  bookOrIdeaSchema,
  brandProfileSchema,
  caseStudySchema,
  newsletterIssueSchema,
  talkSchema,
  testimonialSchema,
} from './publishedSchemas.ts';

/** An entry as the collection holds it: its data, and its Markdown rendered by the loader. */
export interface PublishedEntry<Data> {
  id: string;
  collection: string;
  data: Data;
  rendered?: { html: string };
}

export type ArticleEntry = PublishedEntry<z.infer<typeof articleSchema>>;
export type IssueEntry = PublishedEntry<z.infer<typeof newsletterIssueSchema>>;
export type BrandProfileEntry = PublishedEntry<z.infer<typeof brandProfileSchema>>;
export type CaseStudyEntry = PublishedEntry<z.infer<typeof caseStudySchema>>;
export type BookOrIdeaEntry = PublishedEntry<z.infer<typeof bookOrIdeaSchema>>;
export type TalkEntry = PublishedEntry<z.infer<typeof talkSchema>>;
export type TestimonialEntry = PublishedEntry<z.infer<typeof testimonialSchema>>;
