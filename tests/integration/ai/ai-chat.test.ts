import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { replyEvents, type ReplyEvent } from '../../../src/islands/admin/ai-chat/replyEvents.ts';
import { bodyVariants } from '../../hostile/bodyCases.ts';
import { aiChatShape } from '../../hostile/endpoints/aiChat.ts';
import { toJsonText } from '../../hostile/jsonText.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';

const passages = [
  {
    title: 'Safe-use checklist',
    page_title: 'AI Confidence Kit',
    url: '/ai-survival-kit#safe-use-title',
    text: 'Start using AI safely at work: never paste passwords or client data into a tool your organisation has not approved.',
  },
  { title: 'Advisory', page_title: 'Advisory', url: '/advisory', text: 'Advisory helps leadership teams plan AI adoption at work.' },
];
const modelEnv = (fake: FakeAi) => ({
  AI_CHAT_PROVIDER: 'openai-compatible',
  AI_CHAT_BASE_URL: `${fake.url}/v1`,
  AI_CHAT_MODEL: 'fake-chat',
  AI_CHAT_API_KEY: 'sk-test-only',
  AI_USER_DAILY_CALLS: '5',
});

let fake: FakeAi;
const backends: Record<'model' | 'guide', { test: TestBackend; actors: Actors }> = {} as never;
beforeAll(async () => {
  // A word every 15 ms: slow enough to see the reply arrive in pieces and to stop it half-way.
  fake = await startFakeAi({ chunkDelayMs: 15 });
  for (const [name, env] of [
    ['model', modelEnv(fake)],
    ['guide', {}],
  ] as const) {
    const test = await startTestBackend({ adminEmails: [adminEmail], env });
    await test.backend.deps.db.query('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
    backends[name] = { test, actors: await createActors(test) };
  }
}, backendStartTimeout);
afterAll(async () => {
  await Promise.all(Object.values(backends).map(({ test }) => test.stop()));
  await fake.close();
});

function ask(backend: 'model' | 'guide', token: string | null, body: unknown, signal?: AbortSignal): Promise<Response> {
  const { test } = backends[backend];
  return fetch(`${test.url}/functions/v1/ai-chat`, {
    method: 'POST',
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token ?? test.anonKey}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
}
const adminToken = (backend: 'model' | 'guide') => backends[backend].actors.admin.accessToken;

async function allEvents(response: Response): Promise<{ events: ReplyEvent[]; tokenTimes: number[] }> {
  const events: ReplyEvent[] = [];
  const tokenTimes: number[] = [];
  for await (const event of replyEvents(response.body as ReadableStream<Uint8Array>)) {
    events.push(event);
    if (event.event === 'token') tokenTimes.push(performance.now());
  }
  return { events, tokenTimes };
}
const tokensOf = (events: readonly ReplyEvent[]) => events.flatMap((event) => (event.event === 'token' ? [event.data] : []));
type EventData = { [Event in ReplyEvent as Event['event']]: Event['data'] };
const eventOf = <Name extends keyof EventData>(events: readonly ReplyEvent[], name: Name) =>
  events.find((event) => event.event === name)?.data as EventData[Name] | undefined;

async function storedMessages(backend: 'model' | 'guide', conversationId: string) {
  const { rows } = await backends[backend].test.backend.deps.db.query<{
    role: string;
    content: string;
    mode: string | null;
    status: string;
    sources: unknown;
  }>('select role, content, mode, status, sources from public.ai_chat_messages where conversation_id = $1 order by created_at', [
    conversationId,
  ]);
  return rows;
}
async function storedCount(backend: 'model' | 'guide'): Promise<number> {
  const { rows } = await backends[backend].test.backend.deps.db.query<{ count: number }>(
    'select (select count(*) from public.ai_chat_messages) + (select count(*) from public.ai_chat_conversations) as count',
  );
  return Number(rows[0]?.count);
}

// Before the model's tests below: one of them uses up the day's provider calls, and this one reads the
// fake provider's last request.
describe('ai-chat grounding: the owner’s notes that match come before the site’s passages', () => {
  it('with a model and without, "a short LinkedIn post about AI pilot governance" leads with the note "AI pilot governance"', async () => {
    const question = 'Write a short LinkedIn post about AI pilot governance';
    for (const backend of ['model', 'guide'] as const) {
      const db = backends[backend].test.backend.deps.db;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.kb_notes (title, body_md) values
           ('Podcast equipment', 'A USB microphone and a quiet room are enough to start.'),
           ('AI pilot governance', 'Every AI pilot needs an owner, a stop rule and a date to decide whether it goes on.')
         returning id`,
      );
      const note = { title: 'Note: AI pilot governance', url: `/knowledge-base?note=${rows[1]?.id}` };
      const { events } = await allEvents(await ask(backend, adminToken(backend), { message: question }));
      const sources = eventOf(events, 'done')?.sources ?? [];
      if (backend === 'model') {
        const prompt = String((fake.requests.at(-1)?.messages?.[0] as { content?: string } | undefined)?.content);
        expect(prompt).toContain(`[1] ${note.title} (${note.url})\nEvery AI pilot needs an owner`);
        expect(prompt).toMatch(/\[2\] AI Confidence Kit: Safe-use checklist/);
      } else {
        expect(sources[0]).toEqual(note);
        expect(tokensOf(events).join('')).toContain('From “Note: AI pilot governance”: “Every AI pilot needs an owner, a stop rule');
      }
      expect(sources).not.toContainEqual(expect.objectContaining({ title: 'Note: Podcast equipment' }));
    }
  });
});

describe('ai-chat with a model, through the real adapter and the fake OpenAI-compatible server', () => {
  let conversationId = '';

  it('streams the reply token by token, in order and as it is made, cites the passages it was given, and keeps both turns', async () => {
    const response = await ask('model', adminToken('model'), { message: 'How do I start using AI safely at work?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { events, tokenTimes } = await allEvents(response);
    const start = eventOf(events, 'start');
    expect(start).toMatchObject({ mode: 'model', label: 'openai-compatible · fake-chat', notice: null });
    const tokens = tokensOf(events);
    expect(tokens.length).toBeGreaterThan(10);
    const reply = tokens.join('');
    expect(reply).toMatch(
      /^\[fake-ai\] Received 2 messages with a system prompt for model "fake-chat"\. The last one said: "How do I start using AI safely at work\?"/,
    );
    // Unbuffered: the words arrive over the time the server takes to send them, not all at the end.
    expect((tokenTimes.at(-1) ?? 0) - (tokenTimes[0] ?? 0)).toBeGreaterThan(100);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        status: 'complete',
        sources: expect.arrayContaining([{ title: 'AI Confidence Kit: Safe-use checklist', url: '/ai-survival-kit#safe-use-title' }]),
      },
    });
    conversationId = start?.conversation_id ?? '';
    expect(await storedMessages('model', conversationId)).toEqual([
      { role: 'user', content: 'How do I start using AI safely at work?', mode: null, status: 'complete', sources: [] },
      { role: 'assistant', content: reply, mode: 'model', status: 'complete', sources: eventOf(events, 'done')?.sources },
    ]);
  });

  it('continues a kept conversation: the model is given the earlier turns', async () => {
    const { events } = await allEvents(
      await ask('model', adminToken('model'), { conversation_id: conversationId, message: 'And after that?' }),
    );
    expect(tokensOf(events).join('')).toMatch(
      /^\[fake-ai\] Received 4 messages with a system prompt .* The last one said: "And after that\?"/,
    );
    expect(await storedMessages('model', conversationId)).toHaveLength(4);
  });

  it('Stop aborts the request and the provider call; the reply keeps what had arrived, marked stopped', async () => {
    const stop = new AbortController();
    const response = await ask('model', adminToken('model'), { message: 'Write a long plan.' }, stop.signal);
    const received: string[] = [];
    let id = '';
    await expect(
      (async () => {
        for await (const event of replyEvents(response.body as ReadableStream<Uint8Array>)) {
          if (event.event === 'start') id = event.data.conversation_id;
          if (event.event === 'token') received.push(event.data);
          if (received.length === 3) stop.abort();
        }
      })(),
    ).rejects.toThrow();
    await expect.poll(async () => (await storedMessages('model', id)).at(-1)?.status, { timeout: 10_000 }).toBe('stopped');
    const kept = (await storedMessages('model', id)).at(-1)?.content ?? '';
    expect(kept.startsWith(received.join(''))).toBe(true);
    expect(kept).toMatch(/^\[fake-ai\]/);
    expect(kept).not.toMatch(/only restates what it received\.$/);
  });

  it('a provider that cannot answer gets a clear 503 and nothing is stored', async () => {
    const before = await storedCount('model');
    fake.failWith(500);
    try {
      const response = await ask('model', adminToken('model'), { message: 'Is anyone there?' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { code: 'service_unavailable', message: expect.stringMatching(/HTTP 500/) } });
    } finally {
      fake.failWith(null);
    }
    expect(await storedCount('model')).toBe(before);
  });

  it('past the daily provider calls, 429 with Retry-After, a clear message, and nothing stored', async () => {
    let answer: Response | undefined;
    for (let call = 0; call < 6; call++) {
      answer = await ask('model', adminToken('model'), { message: 'One more?' });
      if (answer.status === 429) break;
      await answer.body?.cancel();
    }
    const before = await storedCount('model');
    expect(answer?.status).toBe(429);
    expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer?.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/midnight UTC/) } });
    expect(await storedCount('model')).toBe(before);
  });
});

describe('ai-chat with no model configured', () => {
  it('answers from the site guide, says no model is configured, cites the site passages, and calls no provider', async () => {
    const calls = fake.requests.length;
    const { events } = await allEvents(await ask('guide', adminToken('guide'), { message: 'How do I start using AI safely at work?' }));
    const start = eventOf(events, 'start');
    expect(start).toMatchObject({
      mode: 'site_guide',
      label: null,
      notice: expect.stringMatching(/No AI model is configured \(set AI_CHAT_PROVIDER\)/),
    });
    const text = tokensOf(events).join('');
    expect(text).toMatch(/^No AI model is configured/);
    expect(text).toContain('never paste passwords');
    const sources = eventOf(events, 'done')?.sources;
    expect(sources).toContainEqual({ title: 'AI Confidence Kit: Safe-use checklist', url: '/ai-survival-kit#safe-use-title' });
    expect(await storedMessages('guide', start?.conversation_id ?? '')).toEqual([
      expect.objectContaining({ role: 'user', mode: null }),
      { role: 'assistant', content: text, mode: 'site_guide', status: 'complete', sources },
    ]);
    expect(fake.requests.length).toBe(calls);
  });

  it('refuses the signed out (401), a user who is not the admin (403) and an unknown conversation (404), storing nothing', async () => {
    const before = await storedCount('guide');
    const body = { message: 'Let me in.' };
    const answers = [
      await ask('guide', null, body),
      await ask('guide', backends.guide.actors.user.accessToken, body),
      await ask('guide', adminToken('guide'), { ...body, conversation_id: '6f0c7a52-1d3e-4b5f-8a61-2b8e4c0d9f17' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 404]);
    expect((await Promise.all(answers.map((answer) => answer.json()))).map((json) => json.error.code)).toEqual([
      'not_signed_in',
      'forbidden',
      'not_found',
    ]);
    expect(await storedCount('guide')).toBe(before);
  });

  it('1,000 hostile bodies from the admin: each answered 4xx with a coded error, and nothing stored', { timeout: 240_000 }, async () => {
    const before = await storedCount('guide');
    const variants = fc.sample(
      bodyVariants(aiChatShape).filter((variant) => variant.expect === 'refused'),
      { numRuns: 1000, seed: 11 },
    );
    const wrong: string[] = [];
    for (let index = 0; index < variants.length; index += 25) {
      await Promise.all(
        variants.slice(index, index + 25).map(async ({ body, hostile }) => {
          const answer = await ask('guide', adminToken('guide'), toJsonText(body));
          const json = (await answer.json().catch(() => null)) as { error?: { code?: unknown } } | null;
          if (answer.status < 400 || answer.status >= 500 || typeof json?.error?.code !== 'string')
            wrong.push(`${hostile}: ${answer.status}`);
        }),
      );
    }
    expect(variants).toHaveLength(1000);
    expect(wrong).toEqual([]);
    expect(await storedCount('guide')).toBe(before);
  });
});

describe('ai-status', () => {
  it('tells the admin which providers are configured, by label and never by key; anyone else is refused', async () => {
    const status = (backend: 'model' | 'guide', token: string | null) =>
      fetch(`${backends[backend].test.url}/functions/v1/ai-status`, {
        headers: { apikey: backends[backend].test.anonKey, Authorization: `Bearer ${token ?? backends[backend].test.anonKey}` },
      });
    const withModel = await status('model', adminToken('model'));
    const text = await withModel.text();
    expect(JSON.parse(text)).toEqual({
      chat: { configured: true, label: 'openai-compatible · fake-chat' },
      speechToText: { configured: false, label: null },
      textToSpeech: { configured: false, label: null },
      image: { configured: false, label: null },
      voices: [],
      dailyCalls: { perUser: 5, everyone: 2000 },
    });
    expect(text).not.toContain('sk-test-only');
    expect((await (await status('guide', adminToken('guide'))).json()).chat).toEqual({ configured: false, label: null });
    expect([(await status('guide', null)).status, (await status('guide', backends.guide.actors.user.accessToken)).status]).toEqual([
      401, 403,
    ]);
  });
});
