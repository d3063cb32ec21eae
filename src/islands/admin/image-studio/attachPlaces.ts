import { artworkMaxPixels, artworkMinPixels } from '../../../lib/publishing/showArtwork.ts';
import { articlePath } from '../../../lib/publishing/contentPaths.ts';
import { episodePath, podcastFeedPath } from '../../../lib/podcast/episodeAddresses.ts';
import type { AttachTarget, Piece, StudioImage } from './studioApi.ts';

export const placeLabels: Record<AttachTarget, string> = {
  show: 'The podcast’s artwork',
  'article-share': 'An article’s share image',
  'article-hero': 'An article’s hero image',
  episode: 'An episode’s share image',
};

/** Why the image cannot be the show's artwork (Apple's rule), or null when it can. */
export function showArtworkProblem(image: Pick<StudioImage, 'width' | 'height' | 'mime_type'>): string | null {
  if (image.width !== image.height) return `The show’s artwork must be square; this image is ${image.width} × ${image.height}.`;
  if (image.width < artworkMinPixels || image.width > artworkMaxPixels)
    return `The show’s artwork must be from ${artworkMinPixels} to ${artworkMaxPixels} pixels wide; this image is ${image.width}. Compose a podcast cover.`;
  if (image.mime_type === 'image/webp') return 'The show’s artwork must be a JPEG or PNG.';
  return null;
}

/** The pieces a place takes: articles for an article's images, episodes for an episode's, none for the show. */
export const piecesFor = (place: AttachTarget, pieces: { articles: Piece[]; episodes: Piece[] }): Piece[] | null =>
  place === 'show' ? null : place === 'episode' ? pieces.episodes : pieces.articles;

/**
 * The public page that shows the image once the site is rebuilt: the feed for the show's artwork,
 * the piece's page when it is published. Null for an unpublished piece: its page does not exist
 * yet, and it will carry the image when it is published.
 */
export function pageShowing(place: AttachTarget, piece: Piece | null): string | null {
  if (place === 'show') return podcastFeedPath;
  if (piece?.status !== 'published') return null;
  return place === 'episode' ? episodePath(piece.slug) : articlePath(piece.slug);
}
