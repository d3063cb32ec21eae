import { describe, expect, it } from 'vitest';
import { weekRange } from '../../../src/islands/admin/market-intelligence-hub/hubRanges.ts';
import { ownerDate } from '../../../src/lib/ownerDays.ts';
import { backendWithActors } from '../support/backendWithActors.ts';

/**
 * The trends hub's figures and the roadmap's moves, as the SQL functions answer them: weeks with
 * no signal are zeros, the chart keeps the range's most used tags, the owner's calendar decides
 * the range, and a move numbers both columns again or is refused with the reason.
 */
const setup = backendWithActors();
const { sql } = setup;

describe('signals per tag per week', () => {
  it('counts the top tags per Monday week, with every quiet week as a zero', async () => {
    await sql(`insert into public.signals (title, url, tags, signal_on) values
      ('a', 'https://example.com/w1', '{agents,soc-15}', '2026-09-07'),
      ('b', 'https://example.com/w2', '{agents}', '2026-09-13'),
      ('c', 'https://example.com/w3', '{agents,pricing}', '2026-09-21'),
      ('d', 'https://example.com/w4', '{pricing}', '2026-09-27'),
      ('e', 'https://example.com/w5', '{soc-15}', '2026-09-28'),
      ('f', 'https://example.com/w6', '{zebra}', '2026-09-28'),
      ('before', 'https://example.com/w7', '{agents}', '2026-09-06'),
      ('after', 'https://example.com/w8', '{agents}', '2026-10-05')`);
    const { data, error } = await setup.actors.admin.client.rpc('signal_tag_weeks', {
      p_from: '2026-09-07',
      p_to: '2026-10-04',
      p_tags: 3,
    });
    expect(error).toBeNull();
    // agents 3, pricing 2, soc-15 2, zebra 1: the top three, each over the four weeks.
    expect(data).toEqual([
      { week: '2026-09-07', tag: 'agents', signals: 2 },
      { week: '2026-09-07', tag: 'pricing', signals: 0 },
      { week: '2026-09-07', tag: 'soc-15', signals: 1 },
      { week: '2026-09-14', tag: 'agents', signals: 0 },
      { week: '2026-09-14', tag: 'pricing', signals: 0 },
      { week: '2026-09-14', tag: 'soc-15', signals: 0 },
      { week: '2026-09-21', tag: 'agents', signals: 1 },
      { week: '2026-09-21', tag: 'pricing', signals: 2 },
      { week: '2026-09-21', tag: 'soc-15', signals: 0 },
      { week: '2026-09-28', tag: 'agents', signals: 0 },
      { week: '2026-09-28', tag: 'pricing', signals: 0 },
      { week: '2026-09-28', tag: 'soc-15', signals: 1 },
    ]);
    const counts = await setup.actors.admin.client.rpc('signal_tag_counts', { p_from: '2026-09-07', p_to: '2026-10-04' });
    expect(counts.data).toEqual([
      { tag: 'agents', signals: 3 },
      { tag: 'pricing', signals: 2 },
      { tag: 'soc-15', signals: 2 },
      { tag: 'zebra', signals: 1 },
    ]);
    const quiet = await setup.actors.admin.client.rpc('signal_tag_weeks', { p_from: '2025-01-06', p_to: '2025-01-19' });
    expect(quiet).toMatchObject({ error: null, data: [] });
  });

  it('takes the range in the owner’s calendar, whose today may be the server’s tomorrow', async () => {
    // Kiritimati is 25 hours ahead of Pago Pago: its today is always a later date.
    const kiritimatiToday = ownerDate('Pacific/Kiritimati', Date.now());
    await sql(`insert into public.signals (title, url, tags, signal_on) values ('today', 'https://example.com/today', '{zonetest}', $1)`, [
      kiritimatiToday,
    ]);
    const weeksIn = async (timeZone: string) => {
      const range = weekRange(4, timeZone, Date.now());
      const { data } = await setup.actors.admin.client.rpc('signal_tag_counts', { p_from: range.from, p_to: range.to });
      return (data as { tag: string; signals: number }[]).find((row) => row.tag === 'zonetest')?.signals ?? 0;
    };
    expect(await weeksIn('Pacific/Kiritimati')).toBe(1);
    expect(await weeksIn('Pacific/Pago_Pago')).toBe(0);
  });

  it('refuses a reversed or over-long range, a tag count out of bounds, and anyone but the admin', async () => {
    const admin = setup.actors.admin.client;
    const reversed = await admin.rpc('signal_tag_weeks', { p_from: '2026-10-01', p_to: '2026-09-01' });
    expect(reversed.error).toMatchObject({ code: '22023', message: expect.stringContaining('first day on or before the last day') });
    expect((await admin.rpc('signal_tag_counts', { p_from: '2025-01-01', p_to: '2026-01-31' })).error?.code).toBe('22023');
    expect((await admin.rpc('signal_tag_weeks', { p_from: '2026-09-07', p_to: '2026-10-04', p_tags: 0 })).error?.code).toBe('22023');
    const user = await setup.actors.user.client.rpc('signal_tag_weeks', { p_from: '2026-09-07', p_to: '2026-10-04' });
    expect(user.error).toMatchObject({ code: '42501', message: "The trends hub is for the site's administrator only." });
    expect((await setup.actors.anon.rpc('signal_tag_counts', { p_from: '2026-09-07', p_to: '2026-10-04' })).error).not.toBeNull();
  });
});

describe('moving a roadmap item', () => {
  const board = async () =>
    Object.groupBy(
      await sql<{ title: string; status: string; position: number }>(
        `select title, status, position from public.roadmap_items order by status, position`,
      ),
      (row) => row.status,
    );
  const titles = async (status: string) => ((await board())[status] ?? []).map((row) => `${row.title}@${row.position}`);
  const idOf = async (title: string) =>
    (await sql<{ id: string }>(`select id from public.roadmap_items where title = $1`, [title]))[0]?.id as string;

  it('numbers the column it left and the column it joined again, 0, 1, 2…', async () => {
    await sql(`insert into public.roadmap_items (title, status, position) values
      ('A', 'idea', 0), ('B', 'idea', 5), ('C', 'idea', 9), ('D', 'doing', 3), ('E', 'doing', 7)`);
    const admin = setup.actors.admin.client;
    const moved = await admin.rpc('move_roadmap_item', { p_id: await idOf('C'), p_status: 'doing', p_index: 1 });
    expect(moved).toMatchObject({ error: null, data: { status: 'doing', index: 1, count: 3 } });
    expect(await titles('idea')).toEqual(['A@0', 'B@1']);
    expect(await titles('doing')).toEqual(['D@0', 'C@1', 'E@2']);

    // Within a column; an index past the end means last.
    expect((await admin.rpc('move_roadmap_item', { p_id: await idOf('A'), p_status: 'idea', p_index: 40 })).data).toEqual({
      status: 'idea',
      index: 1,
      count: 2,
    });
    expect(await titles('idea')).toEqual(['B@0', 'A@1']);
    expect((await admin.rpc('move_roadmap_item', { p_id: await idOf('E'), p_status: 'doing', p_index: 0 })).data).toMatchObject({
      index: 0,
    });
    expect(await titles('doing')).toEqual(['E@0', 'D@1', 'C@2']);
    // An item deleted meanwhile (another tab) is no longer there to move.
    const gone = await admin.rpc('move_roadmap_item', { p_id: '00000000-0000-4000-8000-000000000000', p_status: 'done', p_index: 0 });
    expect(gone).toMatchObject({ error: null, data: null });
  });

  it('refuses an unknown column or a negative position with the reason, and anyone but the admin, moving nothing', async () => {
    const before = await board();
    const id = await idOf('B');
    const unknown = await setup.actors.admin.client.rpc('move_roadmap_item', { p_id: id, p_status: 'later', p_index: 0 });
    expect(unknown.error).toMatchObject({
      code: '22023',
      message: 'Unknown roadmap column "later": expected idea, planned, doing or done.',
    });
    expect((await setup.actors.admin.client.rpc('move_roadmap_item', { p_id: id, p_status: 'done', p_index: -1 })).error?.code).toBe(
      '22023',
    );
    const user = await setup.actors.user.client.rpc('move_roadmap_item', { p_id: id, p_status: 'done', p_index: 0 });
    expect(user.error?.code).toBe('42501');
    expect((await setup.actors.anon.rpc('move_roadmap_item', { p_id: id, p_status: 'done', p_index: 0 })).error).not.toBeNull();
    expect(await board()).toEqual(before);
  });
});
