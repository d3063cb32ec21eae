import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countRows } from './support/database.ts';
import { callFunction } from './support/invoke.ts';

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const browserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function event(name: string, extras: Record<string, unknown> = {}) {
  return {
    event: name,
    data: {
      ...extras,
      sessionId: 'session-1234abcd',
      timestamp: '2026-11-20T10:00:00.000Z',
      url: 'https://example.test/ai-assessments',
      userAgent: browserAgent,
      viewport: { width: 1280, height: 800 },
    },
  };
}

const batch = (events: unknown[] = [event('page_view'), event('route_access', { path: '/ai-assessments' })]) => ({
  events,
  batchId: randomUUID(),
  timestamp: '2026-11-20T10:00:05.000Z',
});

describe('analytics-orchestrator', () => {
  it('stores a batch and its events, with session, time and URL in their columns', async () => {
    const body = batch();
    const { data, error } = await test.client().functions.invoke('analytics-orchestrator', { body });
    expect(error).toBeNull();
    expect(data).toEqual({ stored: true });
    const rows = await test.backend.deps.db.query<{ name: string; session_id: string; url: string; data: Record<string, unknown> }>(
      'select name, session_id, url, data from public.analytics_events where batch_id = $1 order by id',
      [body.batchId],
    );
    expect(rows.rows.map((row) => row.name)).toEqual(['page_view', 'route_access']);
    expect(rows.rows[1]).toMatchObject({
      session_id: 'session-1234abcd',
      url: 'https://example.test/ai-assessments',
      data: { path: '/ai-assessments', viewport: { width: 1280, height: 800 } },
    });
  });

  it('stores a batch sent twice (a retry after a lost answer) once, and says so', async () => {
    const body = batch();
    const first = await test.client().functions.invoke('analytics-orchestrator', { body });
    const retry = await test.client().functions.invoke('analytics-orchestrator', { body });
    expect(first.data).toEqual({ stored: true });
    expect(retry.data).toEqual({ stored: false, duplicate: true });
    const stored = await test.backend.deps.db.query<{ count: number }>(
      'select count(*)::int as count from public.analytics_events where batch_id = $1',
      [body.batchId],
    );
    expect(stored.rows[0]?.count).toBe(2);
  });

  it('takes a sendBeacon call: text/plain JSON and no Authorization header', async () => {
    const body = batch([event('session_start')]);
    const response = await fetch(`${test.url}/functions/v1/analytics-orchestrator`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
    expect(await countRows(test, `public.analytics_batches where batch_id = '${body.batchId}'`)).toBe(1);
  });

  it('answers 202 to an obvious bot and stores nothing', async () => {
    const before = await countRows(test, 'public.analytics_events');
    const crawler = await callFunction(test, 'analytics-orchestrator', {
      body: batch(),
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const headless = await callFunction(test, 'analytics-orchestrator', {
      body: batch([{ ...event('page_view'), data: { ...event('page_view').data, userAgent: 'Mozilla/5.0 HeadlessChrome/131.0' } }]),
    });
    expect([crawler.status, headless.status]).toEqual([202, 202]);
    expect(await crawler.json()).toEqual({ stored: false });
    expect(await countRows(test, 'public.analytics_events')).toBe(before);
  });

  it('refuses a batch over 64 KiB with 413 and a body of another type with 415', async () => {
    const huge = { ...batch(), padding: 'x'.repeat(70 * 1024) };
    expect((await callFunction(test, 'analytics-orchestrator', { body: huge })).status).toBe(413);
    expect((await callFunction(test, 'analytics-orchestrator', { body: 'events', contentType: 'application/xml' })).status).toBe(415);
  });

  it('says which event name is unknown and which names it expects', async () => {
    const response = await callFunction(test, 'analytics-orchestrator', { body: batch([event('drop_tables')]) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain('events.0.event');
    expect(error.message).toContain('page_view');
  });

  it('stores the voice assistant events with their conversation, and refuses them without it', async () => {
    const sessionId = randomUUID();
    const body = batch([
      event('elevenlabs_conversation_started', { session_id: sessionId }),
      event('elevenlabs_conversation_ended', { session_id: sessionId, message_count: 4 }),
    ]);
    expect((await callFunction(test, 'analytics-orchestrator', { body })).status).toBe(202);
    const stored = await test.backend.deps.db.query<{ name: string; data: Record<string, unknown> }>(
      'select name, data from public.analytics_events where batch_id = $1 order by id',
      [body.batchId],
    );
    expect(stored.rows.map((row) => [row.name, row.data.session_id, row.data.message_count])).toEqual([
      ['elevenlabs_conversation_started', sessionId, undefined],
      ['elevenlabs_conversation_ended', sessionId, 4],
    ]);
    const before = await countRows(test, 'public.analytics_events');
    for (const [refused, where] of [
      [event('elevenlabs_conversation_started'), 'events.0.data.session_id'],
      [event('elevenlabs_conversation_started', { session_id: 'not-a-session' }), 'events.0.data.session_id'],
      [event('elevenlabs_conversation_ended', { session_id: sessionId }), 'events.0.data.message_count'],
      [event('elevenlabs_conversation_ended', { session_id: sessionId, message_count: -1 }), 'events.0.data.message_count'],
    ] as const) {
      const response = await callFunction(test, 'analytics-orchestrator', { body: batch([refused]) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(where);
    }
    expect(await countRows(test, 'public.analytics_events')).toBe(before);
  });

  it('stores the podcast player events with their episode, and refuses them without a slug', async () => {
    const body = batch([event('podcast_play', { episode: 'first-episode' }), event('podcast_complete', { episode: 'first-episode' })]);
    expect((await callFunction(test, 'analytics-orchestrator', { body })).status).toBe(202);
    const stored = await test.backend.deps.db.query<{ name: string; data: Record<string, unknown> }>(
      'select name, data from public.analytics_events where batch_id = $1 order by id',
      [body.batchId],
    );
    expect(stored.rows.map((row) => [row.name, row.data.episode])).toEqual([
      ['podcast_play', 'first-episode'],
      ['podcast_complete', 'first-episode'],
    ]);
    for (const refused of [event('podcast_play'), event('podcast_complete', { episode: '../Not A Slug' })]) {
      const response = await callFunction(test, 'analytics-orchestrator', { body: batch([refused]) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain('events.0.data.episode');
    }
  });
});
