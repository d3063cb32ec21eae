import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import type { ArticleFigures } from './analysisFigures.ts';

interface ArticleRow {
  title: string;
  status: string;
  views: number;
  entries: number;
  referrers: string;
}

const columns: readonly Column<ArticleRow>[] = [
  { key: 'title', label: 'Article' },
  { key: 'status', label: 'Status' },
  { key: 'views', label: 'Views', numeric: true },
  { key: 'entries', label: 'Visits that began here', numeric: true },
  { key: 'referrers', label: 'Where those visits came from' },
];

export const articleRows = (articles: readonly ArticleFigures[]): ArticleRow[] =>
  articles.map((article) => ({
    title: article.title,
    status: article.status,
    views: article.views,
    entries: article.entries,
    referrers: article.referrers.map((referrer) => `${referrer.value} (${referrer.visits})`).join(', ') || '—',
  }));

export function ArticlesSection({ articles, file }: { articles: readonly ArticleFigures[]; file: string }) {
  return (
    <section className="card" aria-label="Articles">
      <h2 className="section-title">Articles</h2>
      {articles.length === 0 ? (
        <p className="admin-muted">No article yet. Write one in the editor (/publishing?new=article) and publish it.</p>
      ) : (
        <FigureTable title="Views per article" columns={columns} rows={articleRows(articles)} file={file} sortKey="views" empty="None." />
      )}
    </section>
  );
}
