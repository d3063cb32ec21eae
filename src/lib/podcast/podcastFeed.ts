import { XMLBuilder } from 'fast-xml-parser';
import { chaptersPath, episodePath, podcastFeedPath, podcastPath, transcriptPath } from './episodeAddresses.ts';
import { isPodcastArtwork } from '../publishing/shareImageOf.ts';
import { jsonChaptersType } from './jsonChapters.ts';
import type { PodcastShow, PublishedEpisode } from './showProfile.ts';

/** A published episode as the feed needs it: its row and its notes rendered to HTML. */
export interface FeedEpisode {
  episode: PublishedEpisode;
  notesHtml: string;
}

const namespaces = {
  '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  '@_xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
  '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
};

// The builder escapes every text and attribute value (`&`, `<`, `>`, quotes), so no title or note
// can break the XML; empty values and `undefined` leave their tag out.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

const rfc822 = (timestamp: string) => new Date(timestamp).toUTCString();
const yesNo = (explicit: boolean) => (explicit ? 'true' : 'false');

/** The newest change to the show or an episode: the feed's date, the same on every rebuild of the same content. */
function lastChanged(show: PodcastShow, episodes: readonly FeedEpisode[]): string | undefined {
  const times = [show.updatedAt, ...episodes.map(({ episode }) => episode.updated_at)].filter((time): time is string => Boolean(time));
  const newest = Math.max(...times.map((time) => Date.parse(time)));
  return Number.isFinite(newest) ? new Date(newest).toUTCString() : undefined;
}

function category(show: PodcastShow) {
  if (!show.category) return undefined;
  return { '@_text': show.category, ...(show.subcategory ? { 'itunes:category': { '@_text': show.subcategory } } : {}) };
}

/** An episode's own artwork when its share image is one Apple takes as artwork, else the show's. */
const episodeArtwork = (episode: PublishedEpisode, show: PodcastShow): string | null =>
  isPodcastArtwork(episode) ? episode.share_image_url : show.artworkUrl;

function item({ episode, notesHtml }: FeedEpisode, show: PodcastShow, at: (path: string) => string) {
  const artwork = episodeArtwork(episode, show);
  return {
    title: episode.title,
    description: episode.summary || episode.title,
    'content:encoded': notesHtml || undefined,
    link: at(episodePath(episode.slug)),
    guid: { '#text': episode.guid, '@_isPermaLink': 'false' },
    pubDate: rfc822(episode.published_at),
    enclosure: { '@_url': at(episode.audio_url), '@_length': String(episode.audio_bytes), '@_type': episode.audio_type },
    'itunes:title': episode.title,
    'itunes:duration': String(Math.round(episode.duration_seconds)),
    'itunes:episode': episode.episode_number ?? undefined,
    'itunes:season': episode.season ?? undefined,
    'itunes:episodeType': episode.episode_type,
    'itunes:explicit': yesNo(episode.explicit ?? show.explicit),
    'itunes:image': artwork ? { '@_href': at(artwork) } : undefined,
    'podcast:transcript': episode.transcript_cues.length
      ? { '@_url': at(transcriptPath(episode.slug)), '@_type': 'text/vtt', '@_language': show.language, '@_rel': 'captions' }
      : undefined,
    'podcast:chapters': episode.chapters.length ? { '@_url': at(chaptersPath(episode.slug)), '@_type': jsonChaptersType } : undefined,
  };
}

/**
 * `/podcast.xml`: RSS 2.0 with the Apple Podcasts (`itunes:`) and Podcasting 2.0 (`podcast:`)
 * tags, newest episode first. Addresses are absolute under the site URL, as podcast apps require.
 */
export function podcastFeed(show: PodcastShow, episodes: readonly FeedEpisode[], site: URL): string {
  const at = (path: string) => new URL(path, site).href;
  const channel = {
    title: show.title,
    description: show.description,
    link: at(podcastPath),
    'atom:link': { '@_href': at(podcastFeedPath), '@_rel': 'self', '@_type': 'application/rss+xml' },
    language: show.language,
    lastBuildDate: lastChanged(show, episodes),
    'itunes:author': show.author,
    'itunes:owner': { 'itunes:name': show.ownerName, 'itunes:email': show.ownerEmail },
    'itunes:image': show.artworkUrl ? { '@_href': at(show.artworkUrl) } : undefined,
    'itunes:category': category(show),
    'itunes:explicit': yesNo(show.explicit),
    'itunes:type': 'episodic',
    item: episodes.map((episode) => item(episode, show, at)),
  };
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, rss: { '@_version': '2.0', ...namespaces, channel } });
}
