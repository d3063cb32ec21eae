/**
 * Where published pieces are read: `/articles/{slug}` and `/newsletter/{slug}`. Slugs are checked
 * by the database (lowercase words joined by hyphens), so a path needs no escaping.
 */
export type ArticlePath = `/articles/${string}`;
export type IssuePath = `/newsletter/${string}`;

export const articlePath = (slug: string): ArticlePath => `/articles/${slug}`;
export const issuePath = (slug: string): IssuePath => `/newsletter/${slug}`;

/**
 * Pages of the site under /newsletter/ that mails link to: an issue cannot take their slug. The
 * build leaves such an issue out, saying why (src/content/loaders/publishedLoader.ts), rather
 * than let it hide one of them.
 */
export const reservedIssueSlugs: readonly string[] = ['confirm', 'unsubscribe'];

export function assertIssueSlugFree(slug: string): void {
  if (reservedIssueSlugs.includes(slug))
    throw new Error(
      `The newsletter issue "${slug}" would take the address ${issuePath(slug)}, which is the page subscribers reach from their mails. Give the issue another slug.`,
    );
}
