import { z } from '@hono/zod-openapi';
import { pageSchema } from './jobsSchemas.ts';

const published = {
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().openapi({ format: 'date-time' }),
};

export const articleSchema = z
  .object({
    ...published,
    tags: z.array(z.string()),
    coverImageUrl: z.string().nullable(),
    coverImageAlt: z.string(),
    bodyMarkdown: z.string(),
  })
  .openapi('Article');

export const episodeSchema = z
  .object({
    ...published,
    season: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
    episodeType: z.enum(['full', 'trailer', 'bonus']),
    audioUrl: z.string(),
    audioType: z.string(),
    audioBytes: z.number().int(),
    durationSeconds: z.number(),
    notesMarkdown: z.string(),
  })
  .openapi('Episode');

export const articlesAnswer = z.object({ data: z.array(articleSchema), page: pageSchema }).openapi('Articles');
export const episodesAnswer = z.object({ data: z.array(episodeSchema), page: pageSchema }).openapi('Episodes');
