import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { fields, flag, oneOf, orNull, sqlNumber, text } from '../kit/answerShape.ts';
import { newestRows } from '../kit/rowQueries.ts';
import type { Chapter } from '../../../lib/publishing/chapters.ts';
import type { TranscriptCue } from '../../../lib/publishing/transcripts.ts';

export type EpisodeStatus = 'idea' | 'draft' | 'scheduled' | 'published';
export type EpisodeType = 'full' | 'trailer' | 'bonus';

/** A row of public.podcast_episodes as the studio reads it. */
export interface Episode {
  id: string;
  slug: string;
  title: string;
  summary: string;
  notes_md: string;
  audio_path: string | null;
  audio_url: string | null;
  audio_type: string | null;
  audio_bytes: number | null;
  duration_seconds: number | null;
  transcript_cues: TranscriptCue[];
  chapters: Chapter[];
  season: number | null;
  episode_number: number | null;
  episode_type: EpisodeType;
  explicit: boolean | null;
  status: EpisodeStatus;
  publish_at: string | null;
  published_at: string | null;
  updated_at: string;
  is_sample: boolean;
}

/** What the owner writes: every column but the key, the stamps, the guid and the sample mark. */
export type EpisodeFields = Omit<Episode, 'id' | 'published_at' | 'updated_at' | 'is_sample'>;

export type EpisodeSummary = Pick<
  Episode,
  | 'id'
  | 'slug'
  | 'title'
  | 'status'
  | 'publish_at'
  | 'published_at'
  | 'updated_at'
  | 'season'
  | 'episode_number'
  | 'duration_seconds'
  | 'is_sample'
>;

const listColumns = 'id, slug, title, status, publish_at, published_at, updated_at, season, episode_number, duration_seconds, is_sample';
const columns = `${listColumns}, summary, notes_md, audio_path, audio_url, audio_type, audio_bytes, transcript_cues, chapters, episode_type, explicit`;

/** A failed query as an Error saying what could not be done and why; a taken slug in the owner's words. */
function failed(what: string, error: { message: string; code?: string }): Error {
  if (error.code === '23505' && /slug/.test(error.message)) return new Error('Another episode already has this slug: choose another.');
  return new Error(`Could not ${what}: ${error.message}`);
}

// PostgREST sends numeric columns as numbers or strings depending on the backend; the form wants numbers.
const asEpisode = (row: Record<string, unknown>) =>
  ({ ...row, duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds) }) as Episode;

const episodeSummary = fields<EpisodeSummary>({
  id: text,
  slug: text,
  title: text,
  status: oneOf(['idea', 'draft', 'scheduled', 'published']),
  publish_at: orNull(text),
  published_at: orNull(text),
  updated_at: text,
  season: orNull(sqlNumber),
  episode_number: orNull(sqlNumber),
  duration_seconds: orNull(sqlNumber),
  is_sample: flag,
});

export const loadEpisodes = () => newestRows('podcast_episodes', listColumns, episodeSummary, 'the episodes');

export async function loadEpisode(id: string): Promise<Episode | null> {
  const { data, error } = await (await getSupabase()).from('podcast_episodes').select(columns).eq('id', id).maybeSingle();
  if (error) throw failed('load the episode', error);
  return data ? asEpisode(data) : null;
}

/** Adds the episode when it has no id yet, else changes it; answers the stored row. */
export async function saveEpisode(id: string | null, fields: EpisodeFields): Promise<Episode> {
  const table = (await getSupabase()).from('podcast_episodes');
  const { data, error } = await (id ? table.update(fields).eq('id', id) : table.insert(fields)).select(columns).single();
  if (error) throw failed('save the episode', error);
  return asEpisode(data);
}

/** Whether another episode has this slug. */
export async function slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
  let query = (await getSupabase()).from('podcast_episodes').select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw failed('check the slug', error);
  return data.length > 0;
}

/** Puts a file in a public bucket and answers its path and public address. */
export async function uploadPublicFile(
  bucket: string,
  path: string,
  file: Blob,
  contentType: string,
): Promise<{ path: string; url: string }> {
  const storage = (await getSupabase()).storage.from(bucket);
  const { error } = await storage.upload(path, file, { contentType, upsert: false });
  if (error) throw new Error(`The upload failed: ${error.message}`);
  return { path, url: storage.getPublicUrl(path).data.publicUrl };
}
