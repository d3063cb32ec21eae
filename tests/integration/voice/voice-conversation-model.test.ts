import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { converse, distWithPassages, storedMessages } from './support/conversation.ts';

const question = 'How do I start using AI safely at work?';

let fake: FakeAi;
let test: TestBackend;
let users: TestUser[];
beforeAll(async () => {
  fake = await startFakeAi({ port: 0 });
  const provider = (kind: 'CHAT' | 'TTS', model: string) => ({
    [`AI_${kind}_BASE_URL`]: `${fake.url}/v1`,
    [`AI_${kind}_MODEL`]: model,
    [`AI_${kind}_API_KEY`]: 'sk-test-only',
  });
  test = await startTestBackend({
    distDir: distWithPassages(),
    env: {
      AI_CHAT_PROVIDER: 'openai-compatible',
      ...provider('CHAT', 'fake-chat'),
      AI_TTS_PROVIDER: 'openai',
      ...provider('TTS', 'fake-speech'),
      AI_USER_DAILY_CALLS: '3',
    },
  });
  users = await Promise.all(['first', 'second'].map((name) => createTestUser(test, `${name}.speaker@example.test`)));
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fake.close();
});

const open = async (user: TestUser) => String((await converse(test, user, { action: 'create_session' })).json.session_id);

describe('voice-conversation with a model and a voice configured (the fake OpenAI-compatible server, over HTTP)', () => {
  it('says a model answers and a provider speaks', async () => {
    const { json } = await converse(test, users[0] ?? null, { action: 'create_session' });
    expect(json.capabilities).toEqual({
      chat: 'model',
      speech_to_text: false,
      text_to_speech: 'provider',
    });
  });

  it('answers with the model, grounded in the site’s passages as a system prompt, cites them, and speaks the reply in the reference voice', {
    timeout: 60_000,
  }, async () => {
    const user = users[0] as TestUser;
    const session = await open(user);
    const before = fake.requests.length;
    await test.backend.deps.db.query(`update public.voice_reference set voice = 'coral', speed = 1.25`);
    const { status, json } = await converse(test, user, { action: 'send_message', session_id: session, message: question });
    await test.backend.deps.db.query('update public.voice_reference set voice = null, speed = 1');
    expect(status).toBe(200);
    expect(json.mode).toBe('model');
    // The fake server restates what it received: the system prompt with the passages, then the question.
    expect(String(json.response)).toMatch(
      /^\[fake-ai\] Received 2 messages with a system prompt for model "fake-chat"\. The last one said: "How do I start using AI safely at work\?"/,
    );
    expect((json.sources as { url: string }[])[0]?.url).toBe('/ai-survival-kit#safe-use-title');
    expect(json.audio_mime).toBe('audio/wav');
    expect(Buffer.from(String(json.audio_base64), 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/audio/speech']);
    // Spoken in the admin's reference voice, at its speed.
    expect(fake.requests.at(-1)).toMatchObject({ voice: 'coral', speed: 1.25 });
    expect((await storedMessages(test, session)).map((message) => message.role)).toEqual(['user', 'assistant']);

    // The follow-up carries the conversation so far.
    const followUp = await converse(test, user, { action: 'send_message', session_id: session, message: 'And after that?' });
    expect(String(followUp.json.response)).toMatch(/^\[fake-ai\] Received 4 messages with a system prompt/);
    // Three calls a day: the chat took the third, so this reply is not spoken by the provider; the browser speaks it.
    expect(followUp.json).not.toHaveProperty('audio_base64');

    const before429 = fake.requests.length;
    const refused = await converse(test, user, { action: 'send_message', session_id: session, message: 'One more?' });
    expect(refused.status).toBe(429);
    expect((refused.json.error as { code: string }).code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(before429);
    expect(await storedMessages(test, session)).toHaveLength(4);
    expect(await converse(test, user, { action: 'end_session', session_id: session })).toMatchObject({
      json: { ended: true, message_count: 4 },
    });
  });

  it('answers 503 when the model fails, and stores nothing', async () => {
    const user = users[1] as TestUser;
    const session = await open(user);
    fake.failWith(500);
    try {
      const { status, json } = await converse(test, user, { action: 'send_message', session_id: session, message: question });
      expect([status, (json.error as { code: string }).code]).toEqual([503, 'service_unavailable']);
    } finally {
      fake.failWith(null);
    }
    expect(await storedMessages(test, session)).toEqual([]);
  });
});
