import { describe, expect, it } from 'vitest';
import {
  editorHref,
  type HubPiece,
  monthWeeks,
  movesFor,
  placeOnCalendar,
  publicPath,
  shiftMonth,
} from '../../../../../../src/islands/admin/publishing-hub/hubPieces.ts';

const piece = (changes: Partial<HubPiece>): HubPiece => ({
  kind: 'article',
  id: 'a1',
  title: 'A piece',
  slug: 'a-piece',
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  isSample: false,
  ...changes,
});

describe('the calendar', () => {
  it("places a piece on the owner's date, not the UTC one", () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin, and still 30 November in New York.
    const late = piece({ status: 'scheduled', publishAt: '2026-11-30T23:30:00Z' });
    expect([...placeOnCalendar([late], 'Europe/Berlin').byDate.keys()]).toEqual(['2026-12-01']);
    expect([...placeOnCalendar([late], 'America/New_York').byDate.keys()]).toEqual(['2026-11-30']);
  });

  it('places a published piece on the day it went out, and an unplanned one in the side list', () => {
    const published = piece({ id: 'p', status: 'published', publishAt: '2026-11-01T09:00:00Z', publishedAt: '2026-11-03T09:00:00Z' });
    const idea = piece({ id: 'i', status: 'idea' });
    const { byDate, unplanned } = placeOnCalendar([published, idea], 'UTC');
    expect(byDate.get('2026-11-03')?.map((entry) => entry.id)).toEqual(['p']);
    expect(unplanned.map((entry) => entry.id)).toEqual(['i']);
  });

  it('lists the pieces of one day in time order', () => {
    const later = piece({ id: 'later', status: 'scheduled', publishAt: '2026-11-05T15:00:00Z' });
    const earlier = piece({ id: 'earlier', kind: 'issue', status: 'scheduled', publishAt: '2026-11-05T08:00:00Z' });
    expect(
      placeOnCalendar([later, earlier], 'UTC')
        .byDate.get('2026-11-05')
        ?.map((entry) => entry.id),
    ).toEqual(['earlier', 'later']);
  });

  it('shows whole weeks, Monday first, covering the month', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks.flat()).toContain('2026-11-30');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves between months across the year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('the board', () => {
  it('never lets an issue be marked sent by hand, nor a sent issue unsent', () => {
    expect(movesFor(piece({ kind: 'issue', status: 'draft' }))).toEqual(['idea', 'draft', 'scheduled']);
    expect(movesFor(piece({ kind: 'issue', status: 'published' }))).toEqual(['published']);
    expect(movesFor(piece({ kind: 'article', status: 'draft' }))).toContain('published');
  });

  it('opens each piece in its editor and rebuilds its public page', () => {
    expect(editorHref(piece({ kind: 'episode', id: 'e1' }))).toBe('/podcast-studio?episode=e1');
    expect(editorHref(piece({ kind: 'issue', id: 'i1' }))).toBe('/publishing?issue=i1');
    expect(editorHref(piece({ id: 'a1' }))).toBe('/publishing?article=a1');
    expect(publicPath(piece({ slug: 'five' }))).toBe('/articles/five');
    expect(publicPath(piece({ kind: 'episode', slug: 'one' }))).toBe('/podcast/one');
    expect(publicPath(piece({ kind: 'issue' }))).toBeNull();
  });
});
