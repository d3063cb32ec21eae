/**
 * Where the podcast lives on the site: the show page, each episode's page and the files the build
 * writes beside it. The pages, the feed and the sitemap read these, so an address is spelled once.
 */
export const podcastPath = '/podcast';
export const podcastFeedPath = '/podcast.xml';

export const episodePath = (slug: string): `/podcast/${string}` => `${podcastPath}/${slug}`;

/**
 * The episodes' files sit in a folder of their own, apart from the pages: a static host then
 * gives all of them one headers rule, and all the episode pages another (integrations/hostHeaders.ts).
 */
export const episodeFilesDir = '/podcast-files';
/** The transcript as WebVTT, for the feed's `podcast:transcript`, the audio element's track and the player. */
export const transcriptPath = (slug: string) => `${episodeFilesDir}/${slug}/transcript.vtt`;
/** The chapters in the Podcasting 2.0 JSON chapters format, for the feed's `podcast:chapters`. */
export const chaptersPath = (slug: string) => `${episodeFilesDir}/${slug}/chapters.json`;
