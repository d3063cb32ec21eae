/**
 * schema.org JSON-LD for a published piece (an article or a sent newsletter issue): an `Article`
 * with its headline, dates, image and author. The author is the owner's `Person` of the site's
 * graph (src/lib/share/structuredData.ts), named by the same `@id`, so search engines read both
 * pages as one person. Only what the piece states: no invented ratings, word counts or publisher
 * logo text.
 */
import { largeAppIcon } from '../share/appIcons.ts';
import { aboutPagePath } from '../share/structuredData.ts';

export interface PieceForStructuredData {
  /** The page's path on the site (`/articles/…`, `/newsletter/…`). */
  path: string;
  headline: string;
  description: string;
  publishedAt: string;
  modifiedAt?: string;
  /** An absolute image URL (the cover), when the piece has one. */
  image?: string | null;
  keywords?: readonly string[];
  /** What the piece is part of: the articles or the newsletter. */
  section: string;
}

export function pieceStructuredData(piece: PieceForStructuredData, owner: { name: string }, siteUrl: URL) {
  const at = (path: string) => new URL(path, siteUrl).href;
  const url = at(piece.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: piece.headline,
    description: piece.description,
    datePublished: new Date(piece.publishedAt).toISOString(),
    dateModified: new Date(piece.modifiedAt ?? piece.publishedAt).toISOString(),
    articleSection: piece.section,
    inLanguage: 'en',
    ...(piece.image ? { image: [piece.image] } : {}),
    ...(piece.keywords && piece.keywords.length > 0 ? { keywords: piece.keywords.join(', ') } : {}),
    author: { '@type': 'Person', '@id': at('/#person'), name: owner.name, url: at(aboutPagePath) },
    publisher: { '@type': 'Organization', '@id': at('/#organization'), name: owner.name, logo: at(largeAppIcon.path) },
  };
}

/** A list page (the articles, the newsletter archive) as a `CollectionPage` whose `ItemList` names each piece's page. */
export function collectionStructuredData(
  page: { path: string; name: string; description: string },
  pieces: readonly { path: string; name: string }[],
  siteUrl: URL,
) {
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${at(page.path)}#page`,
    url: at(page.path),
    name: page.name,
    description: page.description,
    inLanguage: 'en',
    author: { '@id': at('/#person') },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: pieces.length,
      itemListElement: pieces.map((piece, index) => ({ '@type': 'ListItem', position: index + 1, url: at(piece.path), name: piece.name })),
    },
  };
}
