import { describe, expect, it } from 'vitest';
import {
  boardCsv,
  boardOf,
  dropPlacement,
  itemProblems,
  keyboardPlacement,
  moveAnnouncement,
  movedBoard,
  roadmapAddress,
  type RoadmapItem,
  type RoadmapStatus,
} from '../../../../../../src/islands/admin/roadmap/roadmapBoard.ts';

const item = (id: string, status: RoadmapStatus, position: number, created = '2026-11-01T00:00:00Z'): RoadmapItem => ({
  id,
  title: `Item ${id}`,
  details: '',
  status,
  position,
  created_at: created,
  updated_at: created,
  is_sample: false,
});

const board = boardOf([
  item('b', 'idea', 4),
  item('a', 'idea', 1),
  item('c', 'idea', 4, '2026-10-01T00:00:00Z'),
  item('d', 'planned', 0),
  item('e', 'done', 0),
]);
const ids = (items: readonly RoadmapItem[]) => items.map((entry) => entry.id);

describe('the roadmap board', () => {
  it('orders each column by position, the older item first among equals', () => {
    expect(ids(board.idea)).toEqual(['a', 'c', 'b']);
    expect(ids(board.doing)).toEqual([]);
  });

  it('moves by keys up and down within a column, and left and right to the end of the next one, never past an edge', () => {
    expect(keyboardPlacement(board, 'c', 'up')).toEqual({ status: 'idea', index: 0 });
    expect(keyboardPlacement(board, 'c', 'down')).toEqual({ status: 'idea', index: 2 });
    expect(keyboardPlacement(board, 'a', 'up')).toBeNull();
    expect(keyboardPlacement(board, 'b', 'down')).toBeNull();
    expect(keyboardPlacement(board, 'a', 'right')).toEqual({ status: 'planned', index: 1 });
    expect(keyboardPlacement(board, 'd', 'left')).toEqual({ status: 'idea', index: 3 });
    expect(keyboardPlacement(board, 'a', 'left')).toBeNull();
    expect(keyboardPlacement(board, 'e', 'right')).toBeNull();
    expect(keyboardPlacement(board, 'gone', 'up')).toBeNull();
  });

  it('turns a drop gap into an index counted without the dragged item', () => {
    // Dropped below b, the last card of its own column: the gap after three cards is index 2 once a is out.
    expect(dropPlacement(board, 'a', 'idea', 3)).toEqual({ status: 'idea', index: 2 });
    expect(dropPlacement(board, 'b', 'idea', 0)).toEqual({ status: 'idea', index: 0 });
    expect(dropPlacement(board, 'a', 'planned', 1)).toEqual({ status: 'planned', index: 1 });
  });

  it('draws the move at once, as the database will number it', () => {
    const moved = movedBoard(board, 'a', { status: 'planned', index: 0 });
    expect(ids(moved.idea)).toEqual(['c', 'b']);
    expect(ids(moved.planned)).toEqual(['a', 'd']);
    expect(moved.planned[0]?.status).toBe('planned');
    expect(ids(movedBoard(board, 'a', { status: 'idea', index: 9 }).idea)).toEqual(['c', 'b', 'a']);
  });

  it('announces where the item ended up, counting from 1', () => {
    expect(moveAnnouncement('Voice notes', { status: 'doing', index: 1, count: 3 })).toBe('Moved “Voice notes” to Doing, position 2 of 3.');
  });

  it('exports the board column by column, with each item’s place', () => {
    const csv = boardCsv(boardOf([item('x', 'done', 0), { ...item('y', 'idea', 0), title: '=SUM(A1)', details: 'a, b' }]));
    expect(csv.split('\r\n')).toEqual([
      'status,position,title,details,created_at,updated_at,sample',
      'Idea,1,\'=SUM(A1),"a, b",2026-11-01T00:00:00Z,2026-11-01T00:00:00Z,false',
      'Done,1,Item x,,2026-11-01T00:00:00Z,2026-11-01T00:00:00Z,false',
      '',
    ]);
  });

  it('says what is wrong with a typed item', () => {
    expect(itemProblems({ title: '  ', details: '' })).toEqual({ title: 'Enter a title for the item.' });
    expect(itemProblems({ title: 'x'.repeat(201), details: 'y'.repeat(5001) })).toEqual({
      title: 'Keep the title to 200 characters (it has 201).',
      details: 'Keep the details to 5,000 characters (they have 5001).',
    });
    expect(itemProblems({ title: 'Fine', details: '' })).toEqual({});
  });
});

describe('the board’s address', () => {
  it('keeps the filter as ?q=, and a board without one at its plain path', () => {
    expect(roadmapAddress.write({ q: 'pilot launch' }, '')).toBe('?q=pilot+launch');
    expect(roadmapAddress.read('?q=pilot+launch')).toEqual({ q: 'pilot launch' });
    expect(roadmapAddress.write({ q: '' }, '?q=old')).toBe('');
  });
});
