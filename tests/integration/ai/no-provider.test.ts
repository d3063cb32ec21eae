import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64Of, silentWav } from '../../hostile/audioClips.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callFunction } from '../visitor/support/invoke.ts';

const adminEmail = 'owner@example.test';
let test: TestBackend;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail] });
  [user, admin] = await Promise.all([createTestUser(test, 'listener@example.test'), createTestUser(test, adminEmail)]);
}, backendStartTimeout);
afterAll(() => test.stop());

const call = async (name: string, body: unknown, as: TestUser) => {
  const response = await callFunction(test, name, { body, headers: { Authorization: `Bearer ${as.accessToken}` } });
  return { status: response.status, body: await response.json() };
};

describe('the AI functions with no provider configured', () => {
  it('voice-to-text answers 501 not_available, a permanent answer naming the variable, and counts nothing', async () => {
    expect(await call('voice-to-text', { audio: base64Of(silentWav(1)) }, user)).toEqual({
      status: 501,
      body: {
        error: {
          code: 'not_available',
          message: 'Speaking to the assistant is not available on this site yet: type your question instead.',
        },
      },
    });
    expect((await test.backend.deps.db.query('select * from private.ai_provider_calls')).rows).toEqual([]);
  });

  it('text-to-speech answers the admin 501 not_available, so the page speaks offline; others are still refused', async () => {
    expect(await call('text-to-speech', { text: 'Hello' }, admin)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_available', message: expect.stringContaining('AI_TTS_PROVIDER') } },
    });
    expect((await call('text-to-speech', { text: 'Hello' }, user)).status).toBe(403);
  });

  it('image-generate answers the admin 501 not_available, so the studio composes from templates, and stores nothing', async () => {
    expect(await call('image-generate', { prompt: 'A lighthouse in teal ink', preset: 'share-card' }, admin)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_available', message: expect.stringContaining('AI_IMAGE_PROVIDER') } },
    });
    expect((await call('image-generate', { prompt: 'A lighthouse in teal ink', preset: 'share-card' }, user)).status).toBe(403);
    expect((await test.backend.deps.db.query('select id from public.studio_images')).rows).toEqual([]);
    expect((await test.backend.deps.db.query('select * from private.ai_provider_calls')).rows).toEqual([]);
  });

  it('lab-run answers a model column 501 not_available, keeps it waiting, and says no chat model is configured', async () => {
    const saved = await admin.client.rpc('save_lab_version', {
      p_prompt_id: null,
      p_title: 'Without a model',
      p_version: { user_text: 'What is advisory?', columns: [{ kind: 'model', model: 'any-model' }, { kind: 'site_guide' }] },
    });
    expect(await call('lab-run', { version_id: saved.data, position: 0 }, admin)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_available', message: expect.stringContaining('AI_CHAT_PROVIDER') } },
    });
    expect((await test.backend.deps.db.query('select status from public.lab_results where position = 0')).rows).toEqual([
      { status: 'waiting' },
    ]);
    expect((await test.backend.deps.db.query('select * from private.ai_provider_calls')).rows).toEqual([]);
  });
});
