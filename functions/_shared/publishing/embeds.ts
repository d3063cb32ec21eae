/**
 * What the owner may embed in published content: a YouTube video (played from
 * youtube-nocookie.com, which sets no cookie until the reader plays it) and a Spotify player (an
 * episode, show, track, album or playlist). The owner pastes the provider's own embed code (an
 * `<iframe src=…>`); any other frame is removed. Readers get a link to the piece on the provider
 * and, with JavaScript, a button that loads the player in a sandboxed frame on click
 * (src/lib/publishing/contentEmbeds.ts), so no third party is contacted before the reader asks.
 */
export interface EmbedProvider {
  name: string;
  /** The one origin the player is loaded from: the pages' CSP allows it in `frame-src`. */
  origin: string;
  kind: 'video' | 'audio';
  /** What the frame may do: what each player needs to play, no more (no forms, no top navigation). */
  sandbox: string;
  allow: string;
}

/** One embed as published: the player's address, and the provider's page for readers without the player. */
export interface Embed {
  provider: EmbedProvider;
  player: string;
  link: string;
}

const youtube: EmbedProvider = {
  name: 'YouTube',
  origin: 'https://www.youtube-nocookie.com',
  kind: 'video',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
};

const spotify: EmbedProvider = {
  name: 'Spotify',
  origin: 'https://open.spotify.com',
  kind: 'audio',
  sandbox: 'allow-scripts allow-same-origin allow-popups',
  allow: 'autoplay; encrypted-media',
};

export const embedProviders: readonly EmbedProvider[] = [youtube, spotify];
/** The class of an embed's placeholder: a figure holding the link, with the player's address in `data-embed`. */
export const embedPlaceholderClass = 'content-embed';
export const embedOrigins: readonly string[] = embedProviders.map((provider) => provider.origin);

/** The placeholder's link, in words: what it leads to, and the title the owner's embed code gave. */
export function embedLinkText(embed: Embed, title: string): string {
  const verb = embed.provider.kind === 'video' ? 'Watch' : 'Listen';
  return `${verb} on ${embed.provider.name}${title.trim() ? `: ${title.trim()}` : ''}`;
}

const youtubeHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const youtubePath = /^\/embed\/([\w-]{11})$/;
const spotifyPath = /^\/embed\/(episode|show|track|album|playlist)\/([A-Za-z0-9]{22})$/;

/** The embed a pasted frame address stands for; null for anything not on the list. */
export function embedFor(src: string): Embed | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const video = youtubeHosts.has(url.hostname) ? youtubePath.exec(url.pathname) : null;
  if (video) {
    // The reader pressed play to load it: the video starts, from the second the owner chose.
    const start = /^\d{1,6}$/.exec(url.searchParams.get('start') ?? '')?.[0];
    const query = start ? `?autoplay=1&start=${start}` : '?autoplay=1';
    return {
      provider: youtube,
      player: `${youtube.origin}/embed/${video[1]}${query}`,
      link: `https://www.youtube.com/watch?v=${video[1]}`,
    };
  }
  const audio = url.hostname === 'open.spotify.com' ? spotifyPath.exec(url.pathname) : null;
  if (audio) {
    const path = `${audio[1]}/${audio[2]}`;
    return { provider: spotify, player: `${spotify.origin}/embed/${path}`, link: `${spotify.origin}/${path}` };
  }
  return null;
}
