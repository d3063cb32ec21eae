import { type Column, textMatches } from '../kit/tableRows.ts';
import { momentColumn } from '../kit/momentColumn.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
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

const pieceStatuses = Object.keys(statusLabels) as PieceStatus[];

/** The list's filter, sort and page as /publishing's address holds them: `?kind=&status=&q=&sort=&page=`. */
export const piecesAddress = urlParams({
  kind: choiceParam(['all', 'article', 'issue'], 'all'),
  status: choiceParam(['all', ...pieceStatuses], 'all'),
  q: textParam(),
  sort: sortParam(['title', 'kind', 'status', 'date', 'updatedAt'], { key: 'updatedAt', direction: 'descending' }),
  page: wholeParam(1),
});
export type PiecesAddress = UrlValue<typeof piecesAddress>;

/** The pieces table: a title opens its editor; statuses sort in the order of the work; times in the owner's zone. */
export const pieceColumns = (timeZone: string): Column<PieceLine>[] => [
  { key: 'title', label: 'Title', value: (line) => line.title, opens: true },
  { key: 'kind', label: 'Kind', value: (line) => line.kind, cell: (line) => (line.kind === 'article' ? 'Article' : 'Newsletter issue') },
  {
    key: 'status',
    label: 'Status',
    value: (line) => pieceStatuses.indexOf(line.status),
    cell: (line) => statusLabel(line.kind, line.status),
    csv: (line) => statusLabel(line.kind, line.status),
  },
  momentColumn('date', 'Date', (line) => line.date, timeZone),
  momentColumn('updatedAt', 'Changed', (line) => line.updatedAt, timeZone),
];

/** Whether the filter keeps a line: its kind, its status, and text in its title or slug. */
export const pieceKept =
  ({ kind, status, q }: Pick<PiecesAddress, 'kind' | 'status' | 'q'>) =>
  (line: PieceLine): boolean =>
    (kind === 'all' || line.kind === kind) && (status === 'all' || line.status === status) && textMatches(q, [line.title, line.slug]);
