import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countRows } from './support/database.ts';
import { analyticsAnswer } from './support/invoke.ts';
import { whileRefusedAtCommit } from './support/refusedAtCommit.ts';

/**
 * analytics-orchestrator stores the batches that arrive together in one transaction. These tests
 * send many at once, so that they are stored in groups, and check what each sender is told.
 */
let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const eventsPerBatch = 3;

function batch(sessionId = `session-${randomUUID()}`, batchId: string = randomUUID()) {
  const events = Array.from({ length: eventsPerBatch }, (_, index) => ({
    event: 'page_view',
    data: { sessionId, timestamp: `2026-11-20T10:00:0${index}.000Z`, url: 'https://example.test/welcome', step: index },
  }));
  return { events, batchId, timestamp: '2026-11-20T10:00:05.000Z' };
}

const send = (body: unknown) => analyticsAnswer(test, 'analytics-orchestrator', body);

const storedEvents = (batchId: string) => countRows(test, `public.analytics_events where batch_id = '${batchId}'`);

describe('analytics batches sent at the same time', () => {
  it('are each stored exactly once, however many copies race each other', { timeout: 120_000 }, async () => {
    const batches = Array.from({ length: 24 }, () => batch());
    const answers = await Promise.all(batches.flatMap((body) => [send(body), send(body), send(body)]));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    for (const [index, body] of batches.entries()) {
      const copies = answers.slice(index * 3, index * 3 + 3).map((answer) => answer.body);
      expect(
        copies.filter((copy) => copy.stored === true),
        `one copy of ${body.batchId} is told it was stored`,
      ).toHaveLength(1);
      expect(copies.filter((copy) => copy.duplicate === true)).toHaveLength(2);
      expect(await storedEvents(body.batchId)).toBe(eventsPerBatch);
    }
    expect((await send(batches[0])).body).toEqual({ stored: false, duplicate: true });
  });

  it('are told a batch id in capitals was stored, and a retry in lower case that it was a duplicate', { timeout: 60_000 }, async () => {
    const body = batch(undefined, randomUUID().toUpperCase());
    expect((await send(body)).body).toEqual({ stored: true });
    expect((await send({ ...body, batchId: body.batchId.toLowerCase() })).body).toEqual({ stored: false, duplicate: true });
    expect(await storedEvents(body.batchId.toLowerCase())).toBe(eventsPerBatch);
  });

  it('get no acknowledgement when their group cannot be stored, and are stored once when sent again', { timeout: 120_000 }, async () => {
    const batches = Array.from({ length: 12 }, () => batch());
    const revoke = 'revoke execute on function public.store_analytics_batches(jsonb) from service_role';
    await test.backend.deps.db.exec(revoke);
    try {
      const refused = await Promise.all(batches.map(send));
      for (const answer of refused) expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    } finally {
      await test.backend.deps.db.exec('grant execute on function public.store_analytics_batches(jsonb) to service_role');
    }
    for (const body of batches) expect(await storedEvents(body.batchId)).toBe(0);
    const accepted = await Promise.all(batches.map(send));
    expect(accepted.map((answer) => answer.body)).toEqual(batches.map(() => ({ stored: true })));
  });

  it('lose nothing when the database refuses one of them at commit, and that one is not acknowledged', { timeout: 120_000 }, async () => {
    const good = Array.from({ length: 12 }, () => batch());
    const bad = batch('refused-at-commit');
    const [refused, ...accepted] = await whileRefusedAtCommit(test, 'public.analytics_events', 'session_id', 'refused-at-commit', () =>
      Promise.all([send(bad), ...good.map(send)]),
    );
    expect([refused?.status, refused?.body.error?.code]).toEqual([400, 'constraint_violation']);
    expect(await countRows(test, `public.analytics_batches where batch_id = '${bad.batchId}'`)).toBe(0);
    expect(accepted.map((answer) => answer.body)).toEqual(good.map(() => ({ stored: true })));
    for (const body of good) expect(await storedEvents(body.batchId)).toBe(eventsPerBatch);
  });
});
