import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { failed, type PieceStatus } from '../publishing/piecesApi.ts';
import type { HubKind, HubPiece } from './hubPieces.ts';

const tables: Record<HubKind, { table: string; title: string }> = {
  article: { table: 'articles', title: 'title' },
  issue: { table: 'newsletter_issues', title: 'subject' },
  episode: { table: 'podcast_episodes', title: 'title' },
};

interface PlannedRow {
  id: string;
  slug: string;
  status: PieceStatus;
  publish_at: string | null;
  published_at: string | null;
  is_sample: boolean;
  [title: string]: unknown;
}

/** Every article, issue and episode, with only what the calendar and the board show. */
export async function loadHubPieces(): Promise<HubPiece[]> {
  const client = await getSupabase();
  const kinds = Object.entries(tables) as [HubKind, (typeof tables)[HubKind]][];
  const answers = await Promise.all(
    kinds.map(([, { table, title }]) =>
      client
        .from(table)
        .select(`id, slug, status, publish_at, published_at, is_sample, ${title}`)
        .order('updated_at', { ascending: false })
        .limit(2000),
    ),
  );
  return answers.flatMap((answer, index) => {
    const [kind, { title }] = kinds[index] as [HubKind, (typeof tables)[HubKind]];
    if (answer.error) throw failed(`load the ${kind}s`, answer.error);
    return (answer.data as unknown as PlannedRow[]).map((row) => ({
      kind,
      id: row.id,
      title: String(row[title]),
      slug: row.slug,
      status: row.status,
      publishAt: row.publish_at,
      publishedAt: row.published_at,
      isSample: row.is_sample,
    }));
  });
}

/** Moves a piece to a status, with its time when one is given (scheduling needs it). */
export async function movePiece(piece: HubPiece, status: PieceStatus, publishAt?: string): Promise<void> {
  const change: { status: PieceStatus; publish_at?: string } = { status };
  if (publishAt) change.publish_at = publishAt;
  const { error } = await (await getSupabase()).from(tables[piece.kind].table).update(change).eq('id', piece.id);
  if (error) throw failed(`move “${piece.title}”`, error);
}
