import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { replyEvents, type ReplyEvent } from '../../../src/islands/admin/ai-chat/replyEvents.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { converse, distWithPassages } from '../voice/support/conversation.ts';

/**
 * The owner's notes ground the admin's AI chat and nothing else: the same question, whose words
 * are a note's, is asked of the admin's chat (which cites the note) and of the signed-in users'
 * voice assistant (which never gets a word of it). Both through HTTP, with the fake
 * OpenAI-compatible server as the model, which keeps the messages it was sent.
 */
const note = '00000000-0000-4000-8000-0000000c2001';
const archived = '00000000-0000-4000-8000-0000000c2002';
const noteText = 'Every okapi pilot needs a named sponsor and a stop rule agreed before the first week.';
const archivedText = 'The okapi pilot once had a budget of twelve thousand pounds.';
const question = 'Who sponsors an okapi pilot at work?';

let fake: FakeAi;
let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  fake = await startFakeAi();
  test = await startTestBackend({
    adminEmails: ['owner@example.test'],
    distDir: distWithPassages(),
    env: {
      AI_CHAT_PROVIDER: 'openai-compatible',
      AI_CHAT_BASE_URL: `${fake.url}/v1`,
      AI_CHAT_MODEL: 'fake-chat',
      AI_CHAT_API_KEY: 'sk-test-only',
      AI_USER_DAILY_CALLS: '10',
    },
  });
  await test.backend.deps.db.query(
    `insert into public.kb_notes (id, title, body_md, tags, archived_at) values
       ($1, 'Okapi pilot sponsors', $2, '{pilot}', null), ($3, 'Old okapi pilot budget', $4, '{pilot}', now())`,
    [note, noteText, archived, archivedText],
  );
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test', { metadata: { is_admin: true } });
}, backendStartTimeout);
afterAll(async () => {
  await test?.stop();
  await fake?.close();
});

/** Everything the model was sent in the chat requests made since `from`, as one text. */
const sentToModel = (from: number) => JSON.stringify(fake.requests.slice(from).flatMap((request) => request.messages ?? []));

describe('grounding in the knowledge base', () => {
  it('the admin’s AI chat gives the model the note’s passage and cites it as a note, never the archived one', async () => {
    const from = fake.requests.length;
    const response = await fetch(`${test.url}/functions/v1/ai-chat`, {
      method: 'POST',
      headers: { apikey: test.anonKey, Authorization: `Bearer ${admin.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: question }),
    });
    expect(response.status).toBe(200);
    const events: ReplyEvent[] = [];
    for await (const event of replyEvents(response.body as ReadableStream<Uint8Array>)) events.push(event);
    const done = events.find((event) => event.event === 'done');
    expect(done?.data).toMatchObject({
      status: 'complete',
      sources: expect.arrayContaining([{ title: 'Note: Okapi pilot sponsors', url: `/knowledge-base?note=${note}` }]),
    });
    const sent = sentToModel(from);
    expect(sent).toContain(`Note: Okapi pilot sponsors (/knowledge-base?note=${note})`);
    expect(sent).toContain(noteText);
    expect(sent).not.toContain('twelve thousand');
    expect(sent).not.toContain(archived);
  });

  it('the signed-in users’ assistant answers the same question with no note: none in its sources, none sent to the model', async () => {
    const from = fake.requests.length;
    const session = await converse(test, reader, { action: 'create_session' });
    const { status, json } = await converse(test, reader, {
      action: 'send_message',
      session_id: session.json.session_id,
      message: question,
    });
    expect(status).toBe(200);
    expect(json.mode).toBe('model');
    const answer = JSON.stringify(json);
    expect(answer).not.toContain('knowledge-base');
    expect(answer).not.toContain('Okapi pilot sponsors');
    expect(fake.requests.length).toBeGreaterThan(from);
    const sent = sentToModel(from);
    expect(sent).toContain(question);
    expect(sent).not.toMatch(/named sponsor|stop rule|twelve thousand|Okapi pilot sponsors|knowledge-base/);
  });

  it('kb_passages_for is the admin’s alone', async () => {
    const { data, error } = await admin.client.rpc('kb_passages_for', { p_question: question });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: note, title: 'Okapi pilot sponsors', passage: noteText, rank: expect.any(Number) }]);
    const refused = await reader.client.rpc('kb_passages_for', { p_question: question });
    expect(refused.error?.code).toBe('42501');
    expect((await test.client().rpc('kb_passages_for', { p_question: question })).data).toBeNull();
  });
});
