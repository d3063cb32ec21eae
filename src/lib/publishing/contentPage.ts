/**
 * A page made from published content (an article, a sent issue), drawn by the one layout under
 * its section's route (`/articles`, `/newsletter`): the section gives access, the sidebar's
 * current link and the breadcrumb it sits under; the piece gives the title, description, address
 * and card.
 */
export interface ContentPage {
  /** The page's own path, `/articles/{slug}`. */
  path: `/${string}`;
  title: string;
  description: string;
  /** Open Graph's `article` type and its tags (https://ogp.me/#type_article). */
  article: { publishedTime: string; modifiedTime?: string; section: string; tags?: readonly string[] };
}
