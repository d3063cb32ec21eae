/**
 * The podcast as the build publishes it: the show (with the site profile filling what the owner
 * left empty) and the published episodes, newest first, from the content collections. The pages,
 * the feed, the per-episode files and the sitemap read it here, so they always agree.
 */
import { getCollection, getEntry } from 'astro:content';
import type { PublishedEntry } from '../publishing/publishedEntries.ts';
import { site } from '../site.ts';
import { type PodcastShow, type PodcastShowRow, type PublishedEpisode, podcastShow } from './showProfile.ts';

export type EpisodeEntry = PublishedEntry<PublishedEpisode>;

export async function publishedShow(): Promise<PodcastShow> {
  const entry: PublishedEntry<PodcastShowRow> | undefined = await getEntry('podcastShow', 'show');
  return podcastShow(entry?.data, site);
}

export async function publishedEpisodes(): Promise<EpisodeEntry[]> {
  const episodes: EpisodeEntry[] = await getCollection('episodes');
  return episodes.sort((first, second) => Date.parse(second.data.published_at) - Date.parse(first.data.published_at));
}

/** The date an episode came out, as the owner's readers write it ("26 November 2026"), in her time zone. */
export function publishedOn(timestamp: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: site.timeZone }).format(new Date(timestamp));
}
