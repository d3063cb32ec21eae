import { expect, it } from 'vitest';
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
