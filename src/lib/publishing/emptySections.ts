/**
 * The reader's sections that list published pieces (articles, episodes, sent issues) and have none
 * yet: the navigation leaves them out until their first piece, since a link to "No articles yet"
 * only costs the reader a visit. Build-time only, like the pages themselves; each publish rebuilds.
 */
import type { RoutePath } from '../routes/paths.ts';
import { publishedEpisodes } from '../podcast/publishedPodcast.ts';
import { publishedArticles, sentIssues } from './publishedPages.ts';

export async function sectionsWithoutPieces(): Promise<RoutePath[]> {
  const [articles, episodes, issues] = await Promise.all([publishedArticles(), publishedEpisodes(), sentIssues()]);
  const sections: [RoutePath, number][] = [
    ['/articles', articles.length],
    ['/podcast', episodes.length],
    ['/newsletter', issues.length],
  ];
  return sections.filter(([, pieces]) => pieces === 0).map(([path]) => path);
}
