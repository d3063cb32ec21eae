import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabEvent } from '../../../functions/_shared/lab/labEvents.ts';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { replyEvents } from '../../../src/islands/admin/ai-chat/replyEvents.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callFunction } from '../visitor/support/invoke.ts';

const adminEmail = 'owner@example.test';
const passages = [
  {
    title: 'Safe-use checklist',
    page_title: 'AI Confidence Kit',
    url: '/ai-survival-kit#safe-use-title',
    text: 'Start using AI safely at work: never paste passwords or client data into a tool your organisation has not approved.',
  },
];
let fake: FakeAi;
let test: TestBackend;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  fake = await startFakeAi({ chunkDelayMs: 5 });
  const env = { ...fakeAiEnv(fake), AI_MODEL_PRICES: JSON.stringify({ 'fake-chat': { input: 1, output: 2 } }) };
  test = await startTestBackend({ adminEmails: [adminEmail], env });
  await test.backend.deps.db.query('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
  [user, admin] = await Promise.all([createTestUser(test, 'reader@example.test'), createTestUser(test, adminEmail)]);
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fake.close();
});

const rows = async <Row>(sql: string, values: unknown[] = []) => (await test.backend.deps.db.query<Row & object>(sql, values)).rows;
const callLab = (as: TestUser, body?: unknown) =>
  callFunction(test, 'lab-run', {
    body,
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${as.accessToken}` },
  });

async function saveVersion(columns: unknown[], version: Record<string, unknown> = {}) {
  const saved = await admin.client.rpc('save_lab_version', {
    p_prompt_id: null,
    p_title: 'Safe use',
    p_version: {
      system_text: 'Answer in one line.',
      user_text: 'How do I start using {{topic}}?',
      variables: { topic: 'AI safely at work' },
      blind: true,
      columns,
      ...version,
    },
  });
  expect(saved.error).toBeNull();
  return saved.data as string;
}

async function answer(versionId: string, position: number) {
  const response = await callLab(admin, { version_id: versionId, position });
  expect(response.status).toBe(200);
  const events: LabEvent[] = [];
  for await (const event of replyEvents<LabEvent>(response.body as ReadableStream<Uint8Array>)) events.push(event);
  const text = events.flatMap((event) => (event.event === 'token' ? [event.data] : [])).join('');
  return { events, text, tokens: events.filter((event) => event.event === 'token').length, done: events.at(-1) };
}

describe('lab-run', () => {
  it('answers a model column and the site guide column side by side, streamed, kept with the version and the model’s in the run store', async () => {
    const versionId = await saveVersion([
      { kind: 'model', model: 'fake-chat', temperature: 0.2, max_output_tokens: 300 },
      { kind: 'site_guide' },
    ]);
    const [model, guide] = await Promise.all([answer(versionId, 0), answer(versionId, 1)]);

    expect(model.events[0]).toEqual({ event: 'start', data: { position: 0, kind: 'model', label: 'openai-compatible · fake-chat' } });
    expect(model.text).toMatch(
      /^\[fake-ai\] Received 2 messages with a system prompt for model "fake-chat"\. The last one said: "How do I start using AI safely at work\?"/,
    );
    expect(model.tokens).toBeGreaterThan(5);
    const figures = model.done?.event === 'done' ? model.done.data : null;
    expect(figures).toMatchObject({ status: 'complete', sources: [], run_id: expect.any(String) });
    expect(figures?.input_tokens).toBeGreaterThan(0);
    expect(figures?.output_tokens).toBeGreaterThan(0);
    expect(figures?.cost_usd).toBeCloseTo(((figures?.input_tokens ?? 0) * 1 + (figures?.output_tokens ?? 0) * 2) / 1e6, 6);
    expect(figures?.latency_ms).toBeGreaterThanOrEqual(figures?.first_token_ms ?? Infinity);

    expect(guide.events[0]).toEqual({ event: 'start', data: { position: 1, kind: 'site_guide', label: 'Site guide' } });
    expect(guide.text).toMatch(/^From “AI Confidence Kit: Safe-use checklist”: “Start using AI safely at work/);
    expect(guide.done).toMatchObject({
      event: 'done',
      data: {
        status: 'complete',
        input_tokens: 0,
        cost_usd: 0,
        run_id: null,
        sources: [{ title: 'AI Confidence Kit: Safe-use checklist', url: '/ai-survival-kit#safe-use-title' }],
      },
    });

    const kept = await rows<{
      position: number;
      status: string;
      output: string;
      label: string;
      cost_usd: string | null;
      run_id: string | null;
    }>('select position, status, output, label, cost_usd, run_id from public.lab_results where version_id = $1 order by position', [
      versionId,
    ]);
    expect(kept).toEqual([
      {
        position: 0,
        status: 'complete',
        output: model.text,
        label: 'openai-compatible · fake-chat',
        cost_usd: expect.any(String),
        run_id: figures?.run_id,
      },
      { position: 1, status: 'complete', output: guide.text, label: 'Site guide', cost_usd: '0.000000', run_id: null },
    ]);
    expect(
      await rows('select workflow, status, model, input_tokens, output_tokens, starter from public.ai_runs where id = $1', [
        figures?.run_id,
      ]),
    ).toEqual([
      {
        workflow: 'lab-prompt',
        status: 'succeeded',
        model: 'openai-compatible · fake-chat',
        input_tokens: figures?.input_tokens,
        output_tokens: figures?.output_tokens,
        starter: admin.id,
      },
    ]);
    expect(await rows('select kind, status from public.ai_run_steps where run_id = $1', [figures?.run_id])).toEqual([
      { kind: 'model_call', status: 'succeeded' },
    ]);
    expect(await rows(`select calls from private.ai_provider_calls where scope = 'user:' || $1`, [admin.id])).toEqual([{ calls: 1 }]);

    // A column runs once; the blind vote is one per version, for one of its own columns.
    expect((await callLab(admin, { version_id: versionId, position: 0 })).status).toBe(409);
    const [modelResult] = await rows<{ id: string }>('select id from public.lab_results where version_id = $1 and position = 0', [
      versionId,
    ]);
    expect((await admin.client.from('lab_votes').insert({ version_id: versionId, result_id: modelResult?.id })).error).toBeNull();
    expect((await admin.client.from('lab_votes').insert({ version_id: versionId, result_id: modelResult?.id })).error?.code).toBe('23505');
  });

  it('prices another model of the provider as unknown, refuses what cannot run, and keeps a column waiting when it is refused', async () => {
    const other = await saveVersion([{ kind: 'model', model: 'fake-other' }, { kind: 'site_guide' }], { blind: false });
    const { text, done } = await answer(other, 0);
    expect(text).toContain('for model "fake-other"');
    expect(done).toMatchObject({ event: 'done', data: { status: 'complete', cost_usd: null } });

    const unfilled = await saveVersion([{ kind: 'site_guide' }], { blind: false, user_text: 'Tell me about {{subject}}.' });
    const cases: [TestUser, unknown, number][] = [
      [admin, { version_id: unfilled, position: 0 }, 400],
      [admin, { version_id: unfilled, position: 3 }, 404],
      [admin, { version_id: unfilled, position: 4 }, 400],
      [user, { version_id: other, position: 1 }, 403],
      [user, undefined, 403],
    ];
    for (const [as, body, status] of cases) expect((await callLab(as, body)).status, JSON.stringify(body)).toBe(status);
    expect(await rows('select status from public.lab_results where version_id = $1', [unfilled])).toEqual([{ status: 'waiting' }]);
    expect(await (await callLab(admin)).json()).toEqual({
      chat: { provider: 'openai-compatible', model: 'fake-chat' },
      priced_models: ['fake-chat'],
    });

    const refused = await admin.client.rpc('save_lab_version', {
      p_prompt_id: null,
      p_title: 'Blind alone',
      p_version: { user_text: 'Hi', blind: true, columns: [{ kind: 'site_guide' }] },
    });
    expect(refused.error?.message).toBe('A blind comparison needs at least two columns.');
  });
});
