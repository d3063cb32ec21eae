import { expect, it } from 'vitest';
import type { SourceOutcome } from '../../../../../../functions/_shared/signals/feedAttempts.ts';
import { fetchSummary } from '../../../../../../src/islands/admin/signals/feedFetches.ts';

const outcome = (title: string, fields: Partial<SourceOutcome>): SourceOutcome => ({
  id: title,
  title,
  status: 'fetched',
  imported: 0,
  duplicates: 0,
  refused: 0,
  error: null,
  retry_at: null,
  ...fields,
});

it('says per feed what a fetch did, in the owner’s time zone', () => {
  const summary = fetchSummary(
    [
      outcome('News', { imported: 3 }),
      outcome('Broken', { status: 'failed', error: 'feeds.example answered 404.', retry_at: '2026-12-01T09:15:00Z' }),
      outcome('Later', { status: 'not_reached' }),
    ],
    'Europe/Berlin',
  );
  expect(summary).toBe(
    'News: 3 new · Broken: feeds.example answered 404. Tried again after 1 Dec 2026, 10:15. · Later: not reached in this call’s time, first in line next time',
  );
  expect(fetchSummary([], 'UTC')).toMatch(/^No feed is due/);
});
