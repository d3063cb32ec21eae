import { z } from 'zod';

/**
 * The published rows as the build reads them (columns of supabase/migrations/*_publishing_content.sql).
 * The loaders' queries select exactly these columns; a mismatch stops the build with the field named.
 */
const timestamp = z.string().min(1);
const optionalUrl = z.string().nullable();
const optionalPixels = z.number().int().positive().nullable();
/** A piece's own share image, from the image studio: preferred to the drawn card, with its size and alt text. */
const shareImageFields = {
  share_image_url: optionalUrl,
  share_image_alt: z.string(),
  share_image_width: optionalPixels,
  share_image_height: optionalPixels,
};

/** The columns a query selects for a schema: its fields, in their order. */
const columnsOf = (schema: z.ZodObject) => Object.keys(schema.shape).join(',');

export const articleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_md: z.string(),
  cover_image_url: optionalUrl,
  cover_image_alt: z.string(),
  ...shareImageFields,
  tags: z.array(z.string()),
  published_at: timestamp,
  updated_at: timestamp,
});
export const articleColumns = columnsOf(articleSchema);

export const newsletterIssueSchema = z.object({
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  body_md: z.string(),
  published_at: timestamp,
});
export const newsletterIssueColumns = columnsOf(newsletterIssueSchema);

export const transcriptCueSchema = z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() });
export const chapterSchema = z.object({ start: z.number().min(0), title: z.string().min(1) });

export const episodeSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  notes_md: z.string(),
  audio_url: z.string(),
  audio_type: z.string(),
  audio_bytes: z.number().int().positive(),
  duration_seconds: z.coerce.number().positive(),
  transcript_cues: z.array(transcriptCueSchema),
  chapters: z.array(chapterSchema),
  season: z.number().int().nullable(),
  episode_number: z.number().int().nullable(),
  episode_type: z.enum(['full', 'trailer', 'bonus']),
  explicit: z.boolean().nullable(),
  ...shareImageFields,
  published_at: timestamp,
  updated_at: timestamp,
  guid: z.string(),
});
export const episodeColumns = columnsOf(episodeSchema);

export const podcastShowSchema = z.object({
  title: z.string(),
  description: z.string(),
  author: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  artwork_url: optionalUrl,
  artwork_alt: z.string(),
  category: z.string(),
  subcategory: z.string(),
  language: z.string(),
  explicit: z.boolean(),
  updated_at: timestamp,
});
export const podcastShowColumns = columnsOf(podcastShowSchema);

export const brandProfileSchema = z.object({
  name: z.string(),
  headline: z.string(),
  biography_md: z.string(),
  photo_url: optionalUrl,
  photo_alt: z.string(),
  updated_at: timestamp,
});
export const brandProfileColumns = columnsOf(brandProfileSchema);

export const caseStudySchema = z.object({
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  summary: z.string(),
  body_md: z.string(),
  outcome: z.string(),
  image_url: optionalUrl,
  image_alt: z.string(),
  featured: z.boolean(),
  sort_order: z.number().int(),
  updated_at: timestamp,
});
export const caseStudyColumns = columnsOf(caseStudySchema);

export const bookOrIdeaSchema = z.object({
  id: z.string(),
  kind: z.enum(['book', 'idea']),
  title: z.string(),
  summary: z.string(),
  link_url: optionalUrl,
  cover_url: optionalUrl,
  cover_alt: z.string(),
  year: z.number().int().nullable(),
  sort_order: z.number().int(),
  updated_at: timestamp,
});
export const bookOrIdeaColumns = columnsOf(bookOrIdeaSchema);

export const talkSchema = z.object({
  id: z.string(),
  kind: z.enum(['talk', 'media']),
  title: z.string(),
  venue: z.string(),
  happened_on: z.string().nullable(),
  link_url: optionalUrl,
  summary: z.string(),
  sort_order: z.number().int(),
  updated_at: timestamp,
});
export const talkColumns = columnsOf(talkSchema);

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  person: z.string(),
  role: z.string(),
  featured: z.boolean(),
  sort_order: z.number().int(),
  updated_at: timestamp,
});
export const testimonialColumns = columnsOf(testimonialSchema);
