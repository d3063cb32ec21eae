import { csvText } from '../kit/csvText.ts';
import { textParam, urlParams } from '../kit/urlParams.ts';

export const roadmapColumns = [
  { status: 'idea', label: 'Idea' },
  { status: 'planned', label: 'Planned' },
  { status: 'doing', label: 'Doing' },
  { status: 'done', label: 'Done' },
] as const;
export type RoadmapStatus = (typeof roadmapColumns)[number]['status'];

export interface RoadmapItem {
  id: string;
  title: string;
  details: string;
  status: RoadmapStatus;
  position: number;
  created_at: string;
  updated_at: string;
  is_sample: boolean;
}

/** The board's filter as its address holds it (`?q=`), so a filtered board can be reloaded and linked to. */
export const roadmapAddress = urlParams({ q: textParam() });

export type Board = Record<RoadmapStatus, RoadmapItem[]>;

/** Where an item goes: a column and its index there, counted without the item itself. */
export interface Placement {
  status: RoadmapStatus;
  index: number;
}

export function columnLabel(status: RoadmapStatus): string {
  return roadmapColumns.find((column) => column.status === status)?.label ?? status;
}

/** The items in their columns, in the database's order (position, then the older first). */
export function boardOf(items: readonly RoadmapItem[]): Board {
  const board: Board = { idea: [], planned: [], doing: [], done: [] };
  const ordered = [...items].sort(
    (a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  for (const item of ordered) board[item.status].push(item);
  return board;
}

/** Where a move key takes an item: up and down within its column, left and right to the end of the next column; null at an edge. */
export function keyboardPlacement(board: Board, id: string, direction: 'up' | 'down' | 'left' | 'right'): Placement | null {
  const columnIndex = roadmapColumns.findIndex((column) => board[column.status].some((item) => item.id === id));
  const status = roadmapColumns[columnIndex]?.status;
  if (!status) return null;
  const index = board[status].findIndex((item) => item.id === id);
  if (direction === 'up') return index > 0 ? { status, index: index - 1 } : null;
  if (direction === 'down') return index < board[status].length - 1 ? { status, index: index + 1 } : null;
  const next = roadmapColumns[columnIndex + (direction === 'left' ? -1 : 1)];
  return next ? { status: next.status, index: board[next.status].length } : null;
}

/**
 * Where a dropped item goes: `slot` is the gap it was dropped in among the column as drawn (0 is
 * before the first card), which still holds the item when it moves within its own column.
 */
export function dropPlacement(board: Board, id: string, status: RoadmapStatus, slot: number): Placement {
  const from = board[status].findIndex((item) => item.id === id);
  return { status, index: from >= 0 && from < slot ? slot - 1 : slot };
}

/** The board as it will be after the move, drawn at once while the database numbers it. */
export function movedBoard(board: Board, id: string, to: Placement): Board {
  const item = Object.values(board)
    .flat()
    .find((entry) => entry.id === id);
  if (!item) return board;
  const next = { ...board, [item.status]: board[item.status].filter((entry) => entry.id !== id) };
  const column = [...next[to.status]];
  column.splice(Math.min(to.index, column.length), 0, { ...item, status: to.status });
  return { ...next, [to.status]: column };
}

/** What the live region says after a move, from where the database put the item. */
export function moveAnnouncement(title: string, placed: { status: RoadmapStatus; index: number; count: number }): string {
  return `Moved “${title}” to ${columnLabel(placed.status)}, position ${placed.index + 1} of ${placed.count}.`;
}

/** The whole board as CSV, column by column in order. */
export function boardCsv(board: Board): string {
  return csvText(
    ['status', 'position', 'title', 'details', 'created_at', 'updated_at', 'sample'],
    roadmapColumns.flatMap(({ status }) =>
      board[status].map((item, index) => [
        columnLabel(status),
        index + 1,
        item.title,
        item.details,
        item.created_at,
        item.updated_at,
        item.is_sample,
      ]),
    ),
  );
}

/** What is wrong with a typed item, said beside its field; empty when it may be stored. */
export function itemProblems(draft: { title: string; details: string }): Partial<Record<'title' | 'details', string>> {
  const problems: Partial<Record<'title' | 'details', string>> = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Enter a title for the item.';
  else if (title.length > 200) problems.title = `Keep the title to 200 characters (it has ${title.length}).`;
  if (draft.details.length > 5000) problems.details = `Keep the details to 5,000 characters (they have ${draft.details.length}).`;
  return problems;
}
