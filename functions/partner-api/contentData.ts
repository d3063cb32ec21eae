import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from '@hono/zod-openapi';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { articleSchema, episodeSchema } from '../_shared/partner-api/contentSchemas.ts';

type Row = Record<string, unknown>;
type Paging = { limit: number; offset: number };

/** Published rows as the site builds them: published, sample rows out, newest first. */
async function publishedPage(db: SupabaseClient, table: string, columns: string, { limit, offset }: Paging) {
  const { data, error, status, count } = await db
    .from(table)
    .select(columns, { count: 'exact' })
    .eq('status', 'published')
    .eq('is_sample', false)
    .order('published_at', { ascending: false })
    .order('slug')
    .range(offset, offset + limit - 1);
  if (error) throw databaseFailure(table, { error, status });
  return { rows: data as unknown as Row[], page: { total: count ?? 0, limit, offset } };
}

const publishedFields = (row: Row) => ({
  slug: String(row.slug),
  title: String(row.title),
  summary: String(row.summary),
  publishedAt: new Date(String(row.published_at)).toISOString(),
});

export async function articles(db: SupabaseClient, paging: Paging) {
  const { rows, page } = await publishedPage(
    db,
    'articles',
    'slug,title,summary,published_at,tags,cover_image_url,cover_image_alt,body_md',
    paging,
  );
  const data: z.infer<typeof articleSchema>[] = rows.map((row) => ({
    ...publishedFields(row),
    tags: row.tags as string[],
    coverImageUrl: (row.cover_image_url as string | null) ?? null,
    coverImageAlt: String(row.cover_image_alt),
    bodyMarkdown: String(row.body_md),
  }));
  return { data, page };
}

export async function episodes(db: SupabaseClient, paging: Paging) {
  const columns =
    'slug,title,summary,published_at,season,episode_number,episode_type,audio_url,audio_type,audio_bytes,duration_seconds,notes_md';
  const { rows, page } = await publishedPage(db, 'podcast_episodes', columns, paging);
  const data: z.infer<typeof episodeSchema>[] = rows.map((row) => ({
    ...publishedFields(row),
    season: row.season === null ? null : Number(row.season),
    episodeNumber: row.episode_number === null ? null : Number(row.episode_number),
    episodeType: row.episode_type as 'full' | 'trailer' | 'bonus',
    audioUrl: String(row.audio_url),
    audioType: String(row.audio_type),
    audioBytes: Number(row.audio_bytes),
    durationSeconds: Number(row.duration_seconds),
    notesMarkdown: String(row.notes_md),
  }));
  return { data, page };
}
