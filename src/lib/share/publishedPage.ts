/**
 * A page built from published content (an episode, an article) below a page of the route table:
 * what its head and heading say instead of the route's. The route table holds the section
 * (`/podcast`); the build makes one such page per published row.
 */
export interface PublishedPage {
  /** Its own address, under the route's (`/podcast/first-episode`). */
  path: string;
  title: string;
  description: string;
  /** Open Graph type: `article` for a piece of writing or an episode. */
  type: 'article' | 'website';
  /** Its own share image (an episode's artwork); without one, the route's card. Absolute or site-relative. */
  image?: { url: string; alt: string };
  /** Its JSON-LD (schema.org), written at the end of the body, where the first view does not pay for it. */
  structuredData?: unknown;
}
