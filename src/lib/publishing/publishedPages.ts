/**
 * The published pieces as the build's pages need them, read from the content collections
 * (src/content.config.ts). Build-time only: it imports `astro:content`. Articles and issues come
 * newest first, as the loaders order them.
 */
import { getCollection } from 'astro:content';
import { articlePath, issuePath } from './contentPaths.ts';
import { episodePath } from '../podcast/episodeAddresses.ts';
import { publishedEpisodes } from '../podcast/publishedPodcast.ts';
import type { ArticleEntry, IssueEntry } from './publishedEntries.ts';
import type { RoutePath } from '../routes/paths.ts';

export async function publishedArticles(): Promise<ArticleEntry[]> {
  const entries: ArticleEntry[] = await getCollection('articles');
  return entries.sort((a, b) => Date.parse(b.data.published_at) - Date.parse(a.data.published_at));
}

export async function sentIssues(): Promise<IssueEntry[]> {
  const entries: IssueEntry[] = await getCollection('newsletterIssues');
  return entries.sort((a, b) => Date.parse(b.data.published_at) - Date.parse(a.data.published_at));
}

/** Every page made from published content (articles, sent issues, podcast episodes), with its title and when it last changed: for the sitemap and the share images. */
export async function contentPages(): Promise<{ path: string; title: string; lastModified: string }[]> {
  const [articles, issues, episodes] = await Promise.all([publishedArticles(), sentIssues(), publishedEpisodes()]);
  return [
    ...articles.map(({ data }) => ({ path: articlePath(data.slug), title: data.title, lastModified: data.updated_at })),
    ...issues.map(({ data }) => ({ path: issuePath(data.slug), title: data.subject, lastModified: data.published_at })),
    ...episodes.map(({ data }) => ({ path: episodePath(data.slug), title: data.title, lastModified: data.updated_at })),
  ];
}

/**
 * The reader sections with nothing published yet (the radar: no public entry): the navigation
 * leaves them out until the first piece goes live (publishing rebuilds the whole site, so every page's navigation follows).
 */
export async function emptySections(): Promise<RoutePath[]> {
  const [articles, issues, episodes, radarEntries] = await Promise.all([
    publishedArticles(),
    sentIssues(),
    publishedEpisodes(),
    getCollection('radarEntries'),
  ]);
  const sections: [RoutePath, number][] = [
    ['/articles', articles.length],
    ['/newsletter', issues.length],
    ['/podcast', episodes.length],
    ['/radar', radarEntries.length],
  ];
  return sections.filter(([, published]) => published === 0).map(([path]) => path);
}
