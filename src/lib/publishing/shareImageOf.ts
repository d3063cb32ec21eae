import type { ContentPage } from './contentPage.ts';

interface ShareImageColumns {
  share_image_url: string | null;
  share_image_alt: string;
  share_image_width: number | null;
  share_image_height: number | null;
}

/** A published row's own share image for its page's card, or none when it has none (the drawn card is used). */
export function shareImageOf(row: ShareImageColumns): ContentPage['shareImage'] {
  const { share_image_url: url, share_image_alt: alt, share_image_width: width, share_image_height: height } = row;
  return url && width && height ? { url, alt, width, height } : undefined;
}

/** Apple's episode artwork rule, as for the show's: square, from 1400 to 3000 pixels. */
export function isPodcastArtwork(row: ShareImageColumns): boolean {
  const { share_image_url: url, share_image_width: width, share_image_height: height } = row;
  return Boolean(url) && width === height && width !== null && width >= 1400 && width <= 3000;
}
