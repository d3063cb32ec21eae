import { expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { recordAttempt, retryDelayMs } from '../../../../../functions/_shared/signals/feedAttempts.ts';

it('makes a failing feed wait 15 minutes, doubling with each failure in a row, a day at most', () => {
  expect([1, 2, 3, 4, 8, 9, 30].map((failures) => retryDelayMs(failures) / 60_000)).toEqual([15, 30, 60, 120, 1440, 1440, 1440]);
});

it('answers when a failed feed is tried again, and a fetched one at once', async () => {
  const source = { id: 'f', title: 'Feed', feed_url: 'https://feeds.example/rss', failed_fetches: 2 };
  const counts = { imported: 0, duplicates: 0, refused: 0 };
  const now = new Date('2026-12-01T09:00:00Z');
  expect(await recordAttempt(source, counts, 'feeds.example answered 500.', null, now)).toMatchObject({
    status: 'failed',
    error: 'feeds.example answered 500.',
    retry_at: '2026-12-01T10:00:00.000Z',
  });
  expect(await recordAttempt(source, { ...counts, imported: 4 }, null, null, now)).toMatchObject({
    status: 'fetched',
    imported: 4,
    retry_at: null,
  });
});

it('records a reason the database can hold, whatever the file quoted in it', async () => {
  const written: Record<string, unknown>[] = [];
  const stamper = {
    from: () => ({
      update: (row: Record<string, unknown>) => {
        written.push(row);
        return { eq: async () => ({ error: null, status: 204 }) };
      },
    }),
  } as unknown as SupabaseClient;
  const source = { id: 'f', title: 'Feed', feed_url: 'https://feeds.example/rss', failed_fetches: 0 };
  const quoted = `Invalid name "a\u0000b\ud800" ${'😀'.repeat(600)}`;
  await recordAttempt(source, { imported: 0, duplicates: 0, refused: 0 }, quoted, stamper, new Date('2026-12-01T09:00:00Z'));
  const reason = String(written[0]?.last_error);
  expect(reason.startsWith('Invalid name "a b "')).toBe(true);
  expect(Array.from(reason)).toHaveLength(500);
  expect(written[0]).toMatchObject({ failed_fetches: 1, next_fetch_at: '2026-12-01T09:15:00.000Z' });
});
