/**
 * `/podcast.xml`: the show's feed for podcast apps (src/lib/podcast/podcastFeed.ts). It is written
 * on every build, with no episodes too: an address that stays valid keeps subscribers when the
 * last episode is unpublished, and apps show an empty show rather than an error.
 */
import type { APIRoute } from 'astro';
import { podcastFeed } from '../lib/podcast/podcastFeed.ts';
import { publishedEpisodes, publishedShow } from '../lib/podcast/publishedPodcast.ts';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('podcast.xml: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const episodes = (await publishedEpisodes()).map((entry) => ({ episode: entry.data, notesHtml: entry.rendered?.html ?? '' }));
  return new Response(podcastFeed(await publishedShow(), episodes, site), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
};
