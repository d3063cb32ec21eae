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
