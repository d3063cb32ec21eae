/**
 * The pieces due soon, for the workstation's "Needs attention": drafts whose planned date is near
 * or past, articles and episodes the scheduler will publish within two days (a last look), and
 * newsletter issues planned to go out, since only the owner starts a send.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { ownerDate } from '../../../lib/ownerDays.ts';
import type { AttentionItem } from './attentionItem.ts';

/** How far ahead a planned date counts as "due soon". */
export const dueSoonMs = 2 * 86_400_000;

export interface PlannedPiece {
  kind: 'article' | 'issue' | 'episode';
  id: string;
  title: string;
  status: 'draft' | 'scheduled';
  publishAt: string;
}

const editorOf = { article: '/publishing?article=', issue: '/publishing?issue=', episode: '/podcast-studio?episode=' } as const;
const noun = { article: 'Article', issue: 'Newsletter issue', episode: 'Episode' } as const;

/** The attention items of planned pieces, soonest first; dates are the owner's, in `timeZone`. */
export function duePieceItems(pieces: readonly PlannedPiece[], timeZone: string, now: number): AttentionItem[] {
  return pieces
    .filter((piece) => Date.parse(piece.publishAt) <= now + dueSoonMs)
    .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt))
    .map((piece) => {
      const day = ownerDate(timeZone, Date.parse(piece.publishAt));
      const past = Date.parse(piece.publishAt) <= now;
      const text =
        piece.status === 'draft'
          ? `${noun[piece.kind]} still a draft: ${piece.title}`
          : piece.kind === 'issue'
            ? `Newsletter issue to send: ${piece.title}`
            : `${noun[piece.kind]} scheduled: ${piece.title}`;
      const detail =
        piece.status === 'draft'
          ? past
            ? `Planned for ${day}, now past`
            : `Planned for ${day}`
          : piece.kind === 'issue'
            ? `Planned for ${day}; sending is yours to start`
            : past
              ? `Due ${day}: publishing within a minute`
              : `Publishes ${day}`;
      return { kind: 'piece', id: `${piece.kind}-${piece.id}`, text, detail, href: `${editorOf[piece.kind]}${piece.id}` };
    });
}

/** Drafts and scheduled pieces with a planned date up to two days ahead, from the three tables. */
export async function duePieces(timeZone: string, now: number): Promise<AttentionItem[]> {
  const supabase = await getSupabase();
  const until = new Date(now + dueSoonMs).toISOString();
  const read = async (table: string, titleColumn: string, kind: PlannedPiece['kind']): Promise<PlannedPiece[]> => {
    const { data, error } = await supabase
      .from(table)
      .select(`id, ${titleColumn}, status, publish_at`)
      .in('status', ['draft', 'scheduled'])
      .not('publish_at', 'is', null)
      .lte('publish_at', until)
      .order('publish_at', { ascending: true })
      .limit(20);
    if (error) throw new Error(`Planned pieces could not be read: ${error.message}`);
    return ((data ?? []) as unknown as Record<string, string>[]).map((row) => ({
      kind,
      id: String(row.id),
      title: String(row[titleColumn]),
      status: row.status as PlannedPiece['status'],
      publishAt: String(row.publish_at),
    }));
  };
  const pieces = await Promise.all([
    read('articles', 'title', 'article'),
    read('newsletter_issues', 'subject', 'issue'),
    read('podcast_episodes', 'title', 'episode'),
  ]);
  return duePieceItems(pieces.flat(), timeZone, now);
}
