import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { Article, Issue, PieceStatus } from './piecesApi.ts';

export type PieceKind = 'article' | 'issue';

/** An article or an issue as one line of the list. */
export interface PieceLine {
  kind: PieceKind;
  id: string;
  title: string;
  slug: string;
  status: PieceStatus;
  /** When it went out, or is planned to: published_at once published, else publish_at. */
  date: string | null;
  updatedAt: string;
  isSample: boolean;
}

export const statusLabels: Record<PieceStatus, string> = { idea: 'Idea', draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
/** An issue's `published` means sent: the list says so. */
export const statusLabel = (kind: PieceKind, status: PieceStatus) =>
  kind === 'issue' && status === 'published' ? 'Sent' : statusLabels[status];

export const pieceDate = (piece: { status: PieceStatus; publish_at: string | null; published_at: string | null }) =>
  piece.status === 'published' ? (piece.published_at ?? piece.publish_at) : piece.publish_at;

export function pieceLines(articles: readonly Article[], issues: readonly Issue[]): PieceLine[] {
  const common = (piece: Article | Issue) => ({
    id: piece.id,
    slug: piece.slug,
    status: piece.status,
    date: pieceDate(piece),
    updatedAt: piece.updated_at,
    isSample: piece.is_sample,
  });
  return [
    ...articles.map((article) => ({ kind: 'article' as const, title: article.title, ...common(article) })),
    ...issues.map((issue) => ({ kind: 'issue' as const, title: issue.subject, ...common(issue) })),
  ];
}

export type PieceSortKey = 'title' | 'kind' | 'status' | 'date' | 'updatedAt';
export interface PieceFilter {
  kind: PieceKind | 'all';
  status: PieceStatus | 'all';
  text: string;
}

const statusOrder: PieceStatus[] = ['idea', 'draft', 'scheduled', 'published'];

/** The lines the filter keeps (kind, status, text in the title or slug), sorted. */
export function visiblePieces(
  lines: readonly PieceLine[],
  filter: PieceFilter,
  sort: { key: PieceSortKey; direction: SortDirection },
): PieceLine[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  const kept = lines.filter(
    (line) =>
      (filter.kind === 'all' || line.kind === filter.kind) &&
      (filter.status === 'all' || line.status === filter.status) &&
      (!needle || line.title.toLocaleLowerCase().includes(needle) || line.slug.includes(needle)),
  );
  const value = (line: PieceLine) => (sort.key === 'status' ? statusOrder.indexOf(line.status) : line[sort.key]);
  return kept.sort((a, b) => compareValues(value(a), value(b), sort.direction));
}
