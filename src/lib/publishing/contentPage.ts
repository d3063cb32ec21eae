/**
 * A page made from published content (an article, a sent issue, a podcast episode), drawn by the
 * one layout under its section's route (`/articles`, `/newsletter`, `/podcast`): the section gives
 * access, the sidebar's current link and the breadcrumb it sits under; the piece gives the title,
 * description, address, card and JSON-LD.
 */
export interface ContentPage {
  /** The page's own path, `/articles/{slug}`. */
  path: `/${string}`;
  title: string;
  description: string;
  /** Open Graph's `article` type and its tags (https://ogp.me/#type_article); without it the card is a `website`. */
  article?: { publishedTime: string; modifiedTime?: string; section: string; tags?: readonly string[] };
  /** The piece's own share image (absolute address, size, alt text); without it the drawn card is used. */
  shareImage?: { url: string; width: number; height: number; alt: string } | undefined;
  /** The piece's JSON-LD, drawn as a data block at the end of the page body. */
  structuredData?: unknown;
}
