import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countRows } from './support/database.ts';
import { analyticsAnswer } from './support/invoke.ts';
import { whileRefusedAtCommit } from './support/refusedAtCommit.ts';

/**
 * firstparty-analytics stores the events that arrive together in one transaction. These tests
 * send many at once, so that they are stored in groups, and check what each sender is told.
 */
let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const featureUse = (sessionId: string, eventId?: string) => ({
  type: 'feature_use',
  session_id: sessionId,
  payload: { feature: 'jobs-heatmap-filter', metadata: { group: 'finance' } },
  context: { user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', landing_page: '/welcome' },
  ...(eventId ? { event_id: eventId } : {}),
});

const send = (body: unknown) => analyticsAnswer(test, 'firstparty-analytics', body);

const storedForSession = (sessionId: string) => countRows(test, `public.firstparty_events where session_id = '${sessionId}'`);

describe('first-party events sent at the same time', () => {
  it('are stored once per event id however many copies race, and every event without an id is stored', { timeout: 120_000 }, async () => {
    const session = `session-${randomUUID()}`;
    const ids = Array.from({ length: 16 }, () => randomUUID());
    const withIds = ids.flatMap((id) => [featureUse(session, id), featureUse(session, id.toUpperCase())]);
    const withoutIds = Array.from({ length: 8 }, () => featureUse(session));
    const answers = await Promise.all([...withIds, ...withoutIds].map(send));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    for (const [index, id] of ids.entries()) {
      const copies = answers.slice(index * 2, index * 2 + 2).map((answer) => answer.body);
      expect(copies, `one copy of ${id} is told it was stored, the other that it was a duplicate`).toEqual(
        expect.arrayContaining([{ stored: true }, { stored: false, duplicate: true }]),
      );
    }
    expect(answers.slice(withIds.length).map((answer) => answer.body)).toEqual(withoutIds.map(() => ({ stored: true })));
    expect(await storedForSession(session)).toBe(ids.length + withoutIds.length);
  });

  it('lose nothing when the database refuses one of them at commit, and that one is not acknowledged', { timeout: 120_000 }, async () => {
    const session = `session-${randomUUID()}`;
    const good = Array.from({ length: 12 }, () => featureUse(session, randomUUID()));
    const [refused, ...accepted] = await whileRefusedAtCommit(test, 'public.firstparty_events', 'session_id', 'refused-at-commit', () =>
      Promise.all([send(featureUse('refused-at-commit', randomUUID())), ...good.map(send)]),
    );
    expect([refused?.status, refused?.body.error?.code]).toEqual([400, 'constraint_violation']);
    expect(await storedForSession('refused-at-commit')).toBe(0);
    expect(accepted.map((answer) => answer.body)).toEqual(good.map(() => ({ stored: true })));
    expect(await storedForSession(session)).toBe(good.length);
  });
});
