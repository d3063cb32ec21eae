import { describe, expect, it } from 'vitest';
import type { Queries } from '../../../../server/db/database.ts';
import { startPublishingScheduler } from '../../../../server/publishing/publishingScheduler.ts';

/** A database whose scheduler function answers the given rounds of published pieces, in turn. */
function fakeDatabase(rounds: { kind: string; id: string; slug: string }[][]) {
  const statements: string[] = [];
  const db: Queries = {
    query: async <T>(sql: string) => {
      statements.push(sql);
      return { rows: (rounds.shift() ?? []) as T[] };
    },
    exec: async () => undefined,
  };
  return { db, statements };
}

describe('the embedded publishing scheduler', () => {
  it('asks for a rebuild only when it published something', async () => {
    const { db, statements } = fakeDatabase([[{ kind: 'article', id: 'a1', slug: 'five-questions' }], []]);
    let rebuilds = 0;
    const scheduler = startPublishingScheduler({
      db,
      requestRebuild: async () => {
        rebuilds += 1;
      },
      everyMs: 60_000,
      log: () => {},
    });
    try {
      expect(await scheduler.tick()).toEqual([{ kind: 'article', id: 'a1', slug: 'five-questions' }]);
      expect(await scheduler.tick()).toEqual([]);
      expect(rebuilds).toBe(1);
      expect(statements).toEqual(Array(2).fill('select kind, id, slug from public.publish_due_pieces()'));
    } finally {
      scheduler.stop();
    }
  });

  it('mails the deferred newsletter confirmations after publishing, and a failure of either never stops the other', async () => {
    const db: Queries = { query: () => Promise.reject(new Error('the database is away')), exec: async () => undefined };
    const lines: string[] = [];
    let mailings = 0;
    const scheduler = startPublishingScheduler({
      db,
      sendDeferredConfirmations: async () => {
        mailings += 1;
        if (mailings === 2) throw new Error('the mail provider is away');
        return { sent: 2, failed: 1 };
      },
      everyMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      await expect(scheduler.tick()).rejects.toThrow('the database is away');
      await expect(scheduler.tick()).rejects.toThrow('the database is away');
      expect(mailings).toBe(2);
      expect(lines).toEqual([
        'Scheduler: mailed 2 deferred newsletter confirmations, 1 failed.',
        'Scheduler: mailing the deferred confirmations failed: the mail provider is away',
      ]);
    } finally {
      scheduler.stop();
    }
  });

  it('never runs two rounds at once: a tick during one shares it', async () => {
    const { db, statements } = fakeDatabase([[]]);
    const scheduler = startPublishingScheduler({ db, everyMs: 60_000, log: () => {} });
    try {
      await Promise.all([scheduler.tick(), scheduler.tick()]);
      expect(statements).toHaveLength(1);
    } finally {
      scheduler.stop();
    }
  });
});
