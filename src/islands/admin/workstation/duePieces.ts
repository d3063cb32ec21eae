/**
 * The pieces due soon, for the workstation's "Needs attention": drafts whose planned date is near
 * or past, articles and episodes the scheduler will publish within two days (a last look), and
 * newsletter issues planned to go out, since only the owner starts a send.
 */
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
