import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationRateRules } from '../../../functions/voice-conversation/limits.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';
import { createActors, adminEmail, type Actors } from '../visitor/support/actors.ts';
import { converse, distWithPassages, storedMessages } from './support/conversation.ts';

const question = 'How do I start using AI safely at work?';

let test: TestBackend;
let actors: Actors;
beforeAll(async () => {
  // No AI_* variable: the site guide answers and the browser speaks. Rate limits on, to meet them.
  test = await startTestBackend({ adminEmails: [adminEmail], distDir: distWithPassages(), env: { RATE_LIMITS: 'on' } });
  actors = await createActors(test);
}, backendStartTimeout);
afterAll(() => test.stop());

const openSession = async (actor: keyof Omit<Actors, 'anon'> = 'user') => {
  const { status, json } = await converse(test, actors[actor], { action: 'create_session', user_id: actors.otherUser.id });
  expect(status).toBe(200);
  return String(json.session_id);
};

describe('voice-conversation with no provider configured', () => {
  it('says what answers and who speaks, and opens the session for the token’s user, whatever user_id says', async () => {
    const { json } = await converse(test, actors.user, { action: 'create_session', user_id: actors.otherUser.id });
    expect(json).toEqual({
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      capabilities: { chat: 'site_guide', speech_to_text: false, text_to_speech: 'offline' },
      voice: { voice: null, speed: 1 },
    });
    const { rows } = await test.backend.deps.db.query('select user_id, message_count, ended_at from public.voice_sessions where id = $1', [
      json.session_id,
    ]);
    expect(rows).toEqual([{ user_id: actors.user.id, message_count: 0, ended_at: null }]);
  });

  it('hands the browser the admin’s reference voice, to speak replies at its speed', async () => {
    const db = test.backend.deps.db;
    await db.query(`update public.voice_reference set voice = 'coral', speed = 1.25`);
    try {
      expect((await converse(test, actors.user, { action: 'create_session' })).json.voice).toEqual({ voice: 'coral', speed: 1.25 });
    } finally {
      await db.query('update public.voice_reference set voice = null, speed = 1');
    }
  });

  it('answers "How do I start using AI safely at work?" by quoting and linking the kit, says it is the site, and keeps the exchange', async () => {
    const session = await openSession();
    const { status, json } = await converse(test, actors.user, { action: 'send_message', session_id: session, message: `  ${question}\n` });
    expect(status).toBe(200);
    expect(json.mode).toBe('site_guide');
    expect(json).not.toHaveProperty('audio_base64');
    const sources = json.sources as { title: string; url: string }[];
    expect(sources[0]).toEqual({ title: 'AI Confidence Kit: Safe-use checklist', url: '/ai-survival-kit#safe-use-title' });
    expect(sources.length).toBeGreaterThanOrEqual(2);
    expect(sources.length).toBeLessThanOrEqual(3);
    const response = String(json.response);
    expect(response).toMatch(/^No AI model is configured, so here are passages from this site that match your question\./);
    expect(response).toContain('From “AI Confidence Kit: Safe-use checklist”: “Never paste passwords');
    expect(response).not.toMatch(/[*#[\]]/);
    expect(await storedMessages(test, session)).toEqual([
      { role: 'user', text: question, sources: [] },
      { role: 'assistant', text: response, sources },
    ]);
  });

  it('says plainly when no passage matches, and cites nothing', async () => {
    const session = await openSession();
    const { json } = await converse(test, actors.user, {
      action: 'send_message',
      session_id: session,
      message: 'Who won the 1966 World Cup final?',
    });
    expect(json).toMatchObject({ mode: 'site_guide', sources: [] });
    expect(String(json.response)).toMatch(
      /^No AI model is configured, so I can only quote this site’s own pages, and none of them matches/,
    );
  });

  it('ends a session with its message count, then answers 404 for it: sending, or ending it again', async () => {
    const session = await openSession();
    await converse(test, actors.user, { action: 'send_message', session_id: session, message: 'What does advisory offer?' });
    expect(await converse(test, actors.user, { action: 'end_session', session_id: session })).toMatchObject({
      status: 200,
      json: { ended: true, message_count: 2 },
    });
    for (const body of [
      { action: 'send_message', session_id: session, message: 'Still there?' },
      { action: 'end_session', session_id: session },
    ]) {
      expect(await converse(test, actors.user, body)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    }
    expect(await storedMessages(test, session)).toHaveLength(2);
  });

  it('answers 404 for an unknown session and for someone else’s, the admin’s included, and stores nothing', async () => {
    const session = await openSession();
    for (const [actor, sessionId] of [
      [actors.otherUser, session],
      [actors.admin, session],
      [actors.user, randomUUID()],
    ] as const) {
      for (const body of [
        { action: 'send_message', session_id: sessionId, message: question },
        { action: 'end_session', session_id: sessionId },
      ]) {
        const { status, json } = await converse(test, actor, body);
        expect([status, (json.error as { code: string }).code]).toEqual([404, 'not_found']);
      }
    }
    expect(await storedMessages(test, session)).toEqual([]);
  });

  it('refuses a visitor without a session (401), an empty or over-long message (400), and stores nothing', async () => {
    const session = await openSession();
    expect((await converse(test, null, { action: 'create_session' })).status).toBe(401);
    for (const message of ['', ' \n\t ', 'x'.repeat(2001)]) {
      const { status, json } = await converse(test, actors.user, { action: 'send_message', session_id: session, message });
      expect([status, (json.error as { code: string }).code]).toEqual([400, 'validation_failed']);
    }
    const longest = await converse(test, actors.user, { action: 'send_message', session_id: session, message: 'é'.repeat(2000) });
    expect(longest.status).toBe(200);
    expect(await storedMessages(test, session)).toHaveLength(2);
  });

  it('slows down a user past the message rate limit with 429 and Retry-After, and stores nothing more', async () => {
    const session = await openSession('otherUser');
    const { limit } = conversationRateRules.messages;
    // The counters' windows follow the clock: sends that straddle a window's end get up to twice the limit before the 429.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof converse>> | undefined;
    while (!refused && statuses.length <= limit * 2) {
      const answer = await converse(test, actors.otherUser, {
        action: 'send_message',
        session_id: session,
        message: `Question ${statuses.length} about the kit`,
      });
      statuses.push(answer.status);
      if (answer.status !== 200) refused = answer;
    }
    const answered = statuses.length - 1;
    expect(refused?.status).toBe(429);
    expect(answered).toBeGreaterThanOrEqual(limit);
    expect(answered).toBeLessThanOrEqual(limit * 2);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedMessages(test, session)).toHaveLength(answered * 2);
  });

  it('lets a user delete their own conversation, its messages with it', async () => {
    const session = await openSession();
    await converse(test, actors.user, { action: 'send_message', session_id: session, message: question });
    const refused = await actors.otherUser.client.from('voice_sessions').delete({ count: 'exact' }).eq('id', session);
    expect(refused.count ?? 0).toBe(0);
    const { error, count } = await actors.user.client.from('voice_sessions').delete({ count: 'exact' }).eq('id', session);
    expect([error, count]).toEqual([null, 1]);
    expect(await storedMessages(test, session)).toEqual([]);
  });
});

describe('retention', () => {
  it('removes conversations older than 90 days with their messages, and keeps younger ones', async () => {
    const [old, young] = [await openSession(), await openSession()];
    await converse(test, actors.user, { action: 'send_message', session_id: old, message: question });
    const db = test.backend.deps.db;
    await db.query(`update public.voice_sessions set created_at = now() - interval '91 days' where id = $1`, [old]);
    await db.query(`update public.voice_sessions set created_at = now() - interval '89 days' where id = $1`, [young]);
    const { rows } = await db.query<{ removed: number }>('select private.remove_expired_voice_sessions() as removed');
    expect(rows[0]?.removed).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ id: string }>('select id from public.voice_sessions where id = any($1::uuid[])', [[old, young]]);
    expect(left.rows.map((row) => row.id)).toEqual([young]);
    expect(await storedMessages(test, old)).toEqual([]);
  });
});

describe('answers that fit the question', () => {
  /** Answers to the Marketing Director assessment that score 63, Practising, as the result page saves them. */
  const answers63 = {
    'plan-role': 3,
    'volume-trap': 2,
    'stack-map': 3,
    'approved-tools': 2,
    'consented-data': 1,
    'single-view': 2,
    'content-checks': 1,
    disclosure: 0,
    'briefing-ai': 2,
    'own-use': 2,
    'ai-vs-control': 3,
    sharing: 2,
  };

  it('answers "What does my score of 63 mean?" from the reader’s result and "How do I book a call?" with the link, showing no id or setting', async () => {
    // A reader of their own, whom the other tests' messages have not brought near the rate limit.
    const reader = await createTestUser(test, 'marketing-director@example.test');
    const resultId = randomUUID();
    const saved = await reader.client.from('assessment_results').insert({
      client_result_id: resultId,
      role_id: 'marketing-director',
      content_version: 'test',
      overall_score: 63,
      level: 'Practising',
      dimension_scores: {},
      answers: answers63,
    });
    expect(saved.error).toBeNull();
    const session = String((await converse(test, reader, { action: 'create_session' })).json.session_id);
    const ask = async (message: string) => (await converse(test, reader, { action: 'send_message', session_id: session, message })).json;

    const score = await ask('What does my score of 63 mean?');
    expect(score.mode).toBe('site_guide');
    const meaning = String(score.response);
    expect(meaning).toMatch(/^Your Marketing Director result, 63 out of 100, is at the level Practising, which runs from 60 to 79/);
    expect(meaning).toContain('Practising means: AI is built into planning, production and optimisation');
    expect(meaning).toContain('Brand & honesty: Add a claims check.');
    expect(meaning).not.toMatch(/self-check|\b8\b|\b40\b/);
    expect(score.sources).toEqual([
      { title: 'Your Marketing Director result', url: `/ai-assessment-marketing-director?result=${resultId}` },
    ]);

    const booking = await ask('How do I book a call?');
    expect(String(booking.response)).toMatch(/^To book a free thirty-minute call, follow the link “Book a free call” below\./);
    expect(booking.sources).toEqual([{ title: 'Book a free call', url: '/contact?intent=call' }]);

    for (const answer of [meaning, String(booking.response)])
      expect(answer).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|\b[A-Z]+_[A-Z_]+\b|session \w/i);
  });

  it('never answers "my score" with someone else’s result: a reader with none gets the passages', async () => {
    const session = await openSession('admin');
    const { json } = await converse(test, actors.admin, {
      action: 'send_message',
      session_id: session,
      message: 'What does my score of 63 mean?',
    });
    expect(json.mode).toBe('site_guide');
    expect(String(json.response)).toMatch(/^No AI model is configured/);
    expect(String(json.response)).not.toContain('Marketing Director');
    expect(json.sources).not.toContainEqual(expect.objectContaining({ title: 'Your Marketing Director result' }));
  });
});
