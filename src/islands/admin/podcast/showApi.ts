import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

/** The show's one row (public.podcast_show): the feed's channel. */
export interface PodcastShow {
  title: string;
  description: string;
  author: string;
  owner_name: string;
  owner_email: string;
  artwork_url: string | null;
  category: string;
  subcategory: string;
  language: string;
  explicit: boolean;
}

const columns = 'title, description, author, owner_name, owner_email, artwork_url, category, subcategory, language, explicit';

export async function loadShow(): Promise<PodcastShow> {
  const { data, error } = await (await getSupabase()).from('podcast_show').select(columns).maybeSingle();
  if (error) throw new Error(`Could not load the show: ${error.message}`);
  if (!data) throw new Error('The show’s row is missing from the database: run the migrations again.');
  return data as PodcastShow;
}

/** Changes the show; the row exists from the migration on and is never added or removed. */
export async function saveShow(show: PodcastShow): Promise<PodcastShow> {
  const { data, error } = await (await getSupabase()).from('podcast_show').update(show).eq('id', true).select(columns).single();
  if (error) throw new Error(`Could not save the show: ${error.message}`);
  return data as PodcastShow;
}
