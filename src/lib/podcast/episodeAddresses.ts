/**
 * Where the podcast lives on the site: the show page, each episode's page and the files the build
 * writes beside it. The pages, the feed and the sitemap read these, so an address is spelled once.
 */
export const podcastPath = '/podcast';
export const podcastFeedPath = '/podcast.xml';

export const episodePath = (slug: string) => `${podcastPath}/${slug}`;
/** The transcript as WebVTT, for the feed's `podcast:transcript` and the audio element's track. */
export const transcriptPath = (slug: string) => `${episodePath(slug)}/transcript.vtt`;
/** The chapters in the Podcasting 2.0 JSON chapters format, for the feed's `podcast:chapters`. */
export const chaptersPath = (slug: string) => `${episodePath(slug)}/chapters.json`;
