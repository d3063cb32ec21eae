import { describe, expect, it } from 'vitest';
import { duePieceItems, type PlannedPiece } from '../../../../../../src/islands/admin/workstation/duePieces.ts';

const now = Date.parse('2026-11-26T10:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
const piece = (overrides: Partial<PlannedPiece>): PlannedPiece => ({
  kind: 'article',
  id: 'a1',
  title: 'Five questions',
  status: 'scheduled',
  publishAt: at(1),
  ...overrides,
});

describe('pieces due, on the workstation', () => {
  it('lists drafts near or past their date, scheduled pieces and issues to send, soonest first, each opening its editor', () => {
    const items = duePieceItems(
      [
        piece({ id: 'later', publishAt: at(24 * 3) }),
        piece({ kind: 'issue', id: 'i1', title: 'November letter', publishAt: at(5) }),
        piece({ id: 'd1', title: 'Board questions', status: 'draft', publishAt: at(-30) }),
        piece({ kind: 'episode', id: 'e1', title: 'First pilot', publishAt: at(2) }),
      ],
      'UTC',
      now,
    );
    expect(items.map((item) => [item.text, item.detail, item.href])).toEqual([
      ['Article still a draft: Board questions', 'Planned for 2026-11-25, now past', '/publishing?article=d1'],
      ['Episode scheduled: First pilot', 'Publishes 2026-11-26', '/podcast-studio?episode=e1'],
      ['Newsletter issue to send: November letter', 'Planned for 2026-11-26; sending is yours to start', '/publishing?issue=i1'],
    ]);
  });
});
