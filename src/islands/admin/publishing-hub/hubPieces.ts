import { ownerLocalDate } from '../publishing/ownerDateTime.ts';
import type { PieceStatus } from '../publishing/piecesApi.ts';

export type HubKind = 'article' | 'issue' | 'episode';

/** Any planned piece, as the calendar and the board show it. */
export interface HubPiece {
  kind: HubKind;
  id: string;
  title: string;
  slug: string;
  status: PieceStatus;
  publishAt: string | null;
  publishedAt: string | null;
  isSample: boolean;
}

export const statuses: PieceStatus[] = ['idea', 'draft', 'scheduled', 'published'];
export const kindLabels: Record<HubKind, string> = { article: 'Article', issue: 'Newsletter issue', episode: 'Episode' };

/** Where a piece is edited: articles and issues in the publishing editor, episodes in the studio. */
export function editorHref(piece: Pick<HubPiece, 'kind' | 'id'>): string {
  return piece.kind === 'episode' ? `/podcast-studio?episode=${piece.id}` : `/publishing?${piece.kind}=${piece.id}`;
}

/** The public page a piece's publishing rebuilds; none for an issue (sending publishes it). */
export function publicPath(piece: Pick<HubPiece, 'kind' | 'slug'>): string | null {
  if (piece.kind === 'article') return `/articles/${piece.slug}`;
  if (piece.kind === 'episode') return `/podcast/${piece.slug}`;
  return null;
}

/**
 * The statuses a piece can be moved to from the board. An issue is never marked sent by hand,
 * and a sent issue stays sent: only the send sets and keeps it.
 */
export function movesFor(piece: Pick<HubPiece, 'kind' | 'status'>): PieceStatus[] {
  if (piece.kind !== 'issue') return statuses;
  return piece.status === 'published' ? ['published'] : ['idea', 'draft', 'scheduled'];
}

/** The moment a piece sits at on the calendar: when it went out once published, else when it is planned. */
export function calendarMoment(piece: HubPiece): string | null {
  return piece.status === 'published' ? (piece.publishedAt ?? piece.publishAt) : piece.publishAt;
}

/** The weeks (Monday first) that show `month` (YYYY-MM) whole, as ISO dates. */
export function monthWeeks(month: string): string[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  const weeks: string[][] = [];
  const day = new Date(start);
  do {
    const week: string[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (day.toISOString().slice(0, 7) === month);
  return weeks;
}

/** `month` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/**
 * The pieces by the owner's calendar date (a piece planned for 00:30 in London on the 1st is on
 * the 1st, though it is still the 31st in UTC), and those with no date yet, for the side list.
 */
export function placeOnCalendar(pieces: readonly HubPiece[], timeZone: string): { byDate: Map<string, HubPiece[]>; unplanned: HubPiece[] } {
  const byDate = new Map<string, HubPiece[]>();
  const unplanned: HubPiece[] = [];
  for (const piece of pieces) {
    const moment = calendarMoment(piece);
    if (!moment) {
      unplanned.push(piece);
      continue;
    }
    const date = ownerLocalDate(moment, timeZone);
    byDate.set(date, [...(byDate.get(date) ?? []), piece]);
  }
  for (const list of byDate.values()) list.sort((a, b) => (calendarMoment(a) ?? '').localeCompare(calendarMoment(b) ?? ''));
  return { byDate, unplanned };
}
