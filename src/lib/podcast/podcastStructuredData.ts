/**
 * The podcast for search engines (schema.org JSON-LD): the show as a `PodcastSeries` on
 * `/podcast`, each episode as a `PodcastEpisode` on its page, linked to the series by its address.
 * Only what the show and the episode state.
 */
import { isoDuration } from './duration.ts';
import { episodePath, podcastFeedPath, podcastPath } from './episodeAddresses.ts';
import type { PodcastShow, PublishedEpisode } from './showProfile.ts';

function series(show: PodcastShow, at: (path: string) => string) {
  return {
    '@type': 'PodcastSeries',
    '@id': `${at(podcastPath)}#series`,
    name: show.title,
    description: show.description,
    url: at(podcastPath),
    webFeed: at(podcastFeedPath),
    inLanguage: show.language,
    author: { '@type': 'Person', name: show.author },
    ...(show.artworkUrl ? { image: at(show.artworkUrl) } : {}),
  };
}

export function podcastSeriesData(show: PodcastShow, site: URL) {
  return { '@context': 'https://schema.org', ...series(show, (path) => new URL(path, site).href) };
}

export function podcastEpisodeData(episode: PublishedEpisode, show: PodcastShow, site: URL) {
  const at = (path: string) => new URL(path, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    description: episode.summary || episode.title,
    url: at(episodePath(episode.slug)),
    datePublished: episode.published_at,
    dateModified: episode.updated_at,
    duration: isoDuration(episode.duration_seconds),
    inLanguage: show.language,
    ...(episode.episode_number ? { episodeNumber: episode.episode_number } : {}),
    associatedMedia: {
      '@type': 'AudioObject',
      contentUrl: at(episode.audio_url),
      encodingFormat: episode.audio_type,
      contentSize: String(episode.audio_bytes),
      duration: isoDuration(episode.duration_seconds),
    },
    partOfSeries: series(show, at),
  };
}
