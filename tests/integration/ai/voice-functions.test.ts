import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fliteSpeech } from '../../../scripts/fake-ai/fliteSpeech.ts';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { base64Of, silentWav } from '../../hostile/audioClips.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callFunction } from '../visitor/support/invoke.ts';

const adminEmail = 'owner@example.test';
const dailyCalls = 4;
let fake: FakeAi;
let test: TestBackend;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  fake = await startFakeAi();
  test = await startTestBackend({ adminEmails: [adminEmail], env: fakeAiEnv(fake, { user: dailyCalls }) });
  [user, admin] = await Promise.all([createTestUser(test, 'listener@example.test'), createTestUser(test, adminEmail)]);
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fake.close();
});

const call = async (name: string, body: unknown, as: TestUser | null) => {
  const response = await callFunction(test, name, { body, headers: as ? { Authorization: `Bearer ${as.accessToken}` } : {} });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};
const freshUser = () => createTestUser(test, `listener.${crypto.randomUUID()}@example.test`);

describe('voice-to-text', () => {
  it('returns what the provider heard in a recorded clip, through the real adapter over HTTP', async () => {
    const clip = await fliteSpeech('How do I start using AI safely at work?');
    const answer = await call('voice-to-text', { audio: base64Of(clip), mime_type: 'audio/wav' }, user);
    expect(answer).toMatchObject({
      status: 200,
      body: { text: expect.stringMatching(/^\[fake-ai\] heard \d\.\d s of audio; it cannot recognise speech\.$/) },
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/audio/transcriptions', model: 'fake-transcribe', authorized: true });
  });

  it('takes a clip of 60 s and refuses 61 s, more than 2 MB, and a format whose length cannot be read', async () => {
    const someone = await freshUser();
    expect((await call('voice-to-text', { audio: base64Of(silentWav(60)) }, someone)).body).toEqual({
      text: '[fake-ai] heard 60.0 s of audio; it cannot recognise speech.',
    });
    expect(await call('voice-to-text', { audio: base64Of(silentWav(61)) }, someone)).toMatchObject({
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'The clip lasts 61.0 s; the limit is 60 s.' } },
    });
    const overTwoMegabytes = new Uint8Array(2 * 1024 * 1024 + 3);
    expect(await call('voice-to-text', { audio: base64Of(overTwoMegabytes) }, someone)).toMatchObject({
      status: 413,
      body: { error: { code: 'payload_too_large', message: expect.stringMatching(/^The clip is 2,097,155 bytes; the limit is 2 MB/) } },
    });
    expect(await call('voice-to-text', { audio: base64Of(new TextEncoder().encode('not audio at all')) }, someone)).toMatchObject({
      status: 415,
      body: {
        error: {
          code: 'unsupported_media_type',
          message: "The clip's length could not be read from it: send WAV, WebM, Ogg, MP4 or MP3 audio.",
        },
      },
    });
  });

  it('is for signed-in users only', async () => {
    expect(await call('voice-to-text', { audio: base64Of(silentWav(0.5)) }, null)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    });
  });

  it('stops a user at the daily quota with 429 and Retry-After, before the provider is called', async () => {
    const someone = await freshUser();
    const clip = { audio: base64Of(silentWav(0.5)) };
    for (let index = 0; index < dailyCalls; index++) expect((await call('voice-to-text', clip, someone)).status).toBe(200);
    const seen = fake.requests.length;
    const over = await call('voice-to-text', clip, someone);
    expect(over).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: expect.stringContaining(`today's ${dailyCalls} AI calls`) } },
    });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(86_400);
    expect(fake.requests.length).toBe(seen);
  });

  it('answers 503 service_unavailable when the provider fails', async () => {
    fake.failWith(502);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await call('voice-to-text', { audio: base64Of(silentWav(0.5)) }, await freshUser())).toEqual({
        status: 503,
        retryAfter: null,
        body: {
          error: {
            code: 'service_unavailable',
            message: 'The speech recognition service answered HTTP 502. Please try again in a moment.',
          },
        },
      });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      fake.failWith(null);
      logged.mockRestore();
    }
  });
});

describe('text-to-speech', () => {
  it('speaks the admin’s text as WAV through the real adapter, with the voice and speed asked for', async () => {
    const answer = await call('text-to-speech', { text: 'Good morning. Here is your briefing.', voice: 'coral', speed: 1.25 }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.audio_mime).toBe('audio/wav');
    expect(Buffer.from(answer.body.audio_base64, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/audio/speech', model: 'fake-speech', authorized: true });
  });

  it('is the admin’s alone: 403 for another user, 401 signed out', async () => {
    expect(await call('text-to-speech', { text: 'Hello' }, user)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await call('text-to-speech', { text: 'Hello' }, null)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    });
  });

  it('counts against the admin’s daily quota too: the bill is the same whoever runs it up', async () => {
    const used = await test.backend.deps.db.query<{ calls: number }>('select calls from private.ai_provider_calls where scope = $1', [
      `user:${admin.id}`,
    ]);
    const left = dailyCalls - (used.rows[0]?.calls ?? 0);
    const answers = [];
    for (let index = 0; index <= left; index++) answers.push((await call('text-to-speech', { text: 'Good morning.' }, admin)).status);
    expect(answers).toEqual([...Array.from({ length: left }, () => 200), 429]);
  });

  it('refuses text past 4,096 characters and a speed outside 0.5 to 2', async () => {
    expect((await call('text-to-speech', { text: 'a'.repeat(4097) }, admin)).status).toBe(400);
    expect((await call('text-to-speech', { text: 'Hello', speed: 2.5 }, admin)).body.error.message).toMatch(/speed: must be from 0.5 to 2/);
  });
});
