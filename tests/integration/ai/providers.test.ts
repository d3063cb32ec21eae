import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiStatus } from '../../../functions/_shared/ai/config.ts';
import { ProviderUnavailable } from '../../../functions/_shared/ai/ports.ts';
import { aiPorts } from '../../../functions/_shared/ai/providers.ts';
import { readEnv } from '../../../functions/_shared/env.ts';
import { fliteSpeech } from '../../../scripts/fake-ai/fliteSpeech.ts';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());

const secret = 'sk-never-shown-anywhere';
const base = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' };
const providerEnv = (baseUrl: string, chatProvider: 'openai-compatible' | 'openai' = 'openai-compatible') =>
  readEnv({
    ...base,
    AI_CHAT_PROVIDER: chatProvider,
    AI_CHAT_BASE_URL: baseUrl,
    AI_CHAT_MODEL: 'fake-chat',
    AI_CHAT_API_KEY: secret,
    AI_STT_PROVIDER: 'openai',
    AI_STT_BASE_URL: baseUrl,
    AI_STT_MODEL: 'fake-transcribe',
    AI_STT_API_KEY: secret,
    AI_TTS_PROVIDER: 'openai',
    AI_TTS_BASE_URL: baseUrl,
    AI_TTS_MODEL: 'fake-speech',
    AI_TTS_API_KEY: secret,
  });
const question = [{ role: 'user' as const, content: 'How do I start using AI safely at work?' }];

describe('the AI ports through the AI SDK, against the fake OpenAI-compatible server over HTTP', () => {
  for (const provider of ['openai-compatible', 'openai'] as const) {
    it(`chat through ${provider}: one-shot and streamed replies restate the question, with the key sent`, async () => {
      const chat = aiPorts(providerEnv(`${fake.url}/v1`, provider)).chat;
      const whole = await chat?.complete(question);
      expect(whole).toMatch(
        /^\[fake-ai\] Received 1 message for model "fake-chat"\. The last one said: "How do I start using AI safely at work\?"/,
      );
      const deltas: string[] = [];
      for await (const delta of chat?.stream(question) ?? []) deltas.push(delta);
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.join('')).toBe(whole);
      const grounded = await chat?.complete([{ role: 'system', content: 'Answer from the site.' }, ...question]);
      expect(grounded).toMatch(/^\[fake-ai\] Received 2 messages with a system prompt/);
      expect(fake.requests.slice(-3, -1)).toMatchObject([
        { path: '/v1/chat/completions', model: 'fake-chat', authorized: true, stream: false },
        { path: '/v1/chat/completions', model: 'fake-chat', authorized: true, stream: true },
      ]);
    });
  }

  it('speech to text sends the clip and returns what the server heard', async () => {
    const clip = await fliteSpeech('This sentence takes about two seconds to say.');
    const text = await aiPorts(providerEnv(`${fake.url}/v1`)).speechToText?.transcribe(clip, 'audio/wav');
    expect(text).toMatch(/^\[fake-ai\] heard \d\.\d s of audio; it cannot recognise speech\.$/);
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/audio/transcriptions',
      model: 'fake-transcribe',
      authorized: true,
      stream: undefined,
    });
  });

  it('text to speech returns WAV audio, and a faster speed gives a shorter clip', async () => {
    const voice = aiPorts(providerEnv(`${fake.url}/v1`)).textToSpeech;
    const normal = await voice?.speak('Replies are spoken with the reference voice.', { voice: 'alloy', speed: 1 });
    const fast = await voice?.speak('Replies are spoken with the reference voice.', { speed: 2 });
    expect(normal?.mimeType).toBe('audio/wav');
    expect(new TextDecoder().decode(normal?.audio.subarray(0, 4))).toBe('RIFF');
    expect(fast?.audio.length).toBeLessThan((normal?.audio.length ?? 0) * 0.7);
    expect(fake.requests.slice(-2)).toMatchObject([
      { path: '/v1/audio/speech', model: 'fake-speech', voice: 'alloy', speed: 1 },
      { path: '/v1/audio/speech', speed: 2 },
    ]);
    expect(voice?.voices).toContain('alloy');
  });

  it('ElevenLabs speech both ways, its requests sent to the fake server by an injected fetch (the package has no base URL)', async () => {
    const toFake: typeof fetch = (input, init) =>
      fetch(String(input instanceof Request ? input.url : input).replace('https://api.elevenlabs.io', fake.url), init);
    const env = {
      ...readEnv({
        ...base,
        AI_STT_PROVIDER: 'elevenlabs',
        AI_STT_API_KEY: secret,
        AI_TTS_PROVIDER: 'elevenlabs',
        AI_TTS_API_KEY: secret,
        AI_TTS_VOICE: 'reference-voice-id',
      }),
      providerFetch: toFake,
    };
    const ports = aiPorts(env);
    expect(await ports.speechToText?.transcribe(await fliteSpeech('Hello there.'), 'audio/wav')).toMatch(
      /^\[fake-ai\] heard \d\.\d s of audio/,
    );
    const spoken = await ports.textToSpeech?.speak('Hello there.', { speed: 2 });
    expect(spoken?.mimeType).toBe('audio/wav');
    expect(fake.requests.slice(-2)).toEqual([
      { path: '/v1/speech-to-text', model: 'scribe_v1', authorized: true },
      // ElevenLabs takes 0.7 to 1.2: a faster reference speed is spoken as fast as it goes.
      {
        path: '/v1/text-to-speech/reference-voice-id',
        model: 'eleven_multilingual_v2',
        authorized: true,
        voice: 'reference-voice-id',
        speed: 1.2,
      },
    ]);
    expect(ports.textToSpeech?.voices).toEqual(['reference-voice-id']);
  });

  it('a provider answering an error, or not answering, is ProviderUnavailable with a message a person can act on', async () => {
    const ports = aiPorts(providerEnv(`${fake.url}/v1`));
    fake.failWith(500);
    try {
      await expect(ports.chat?.complete(question)).rejects.toThrow(
        new ProviderUnavailable('The AI chat service answered HTTP 500. Please try again in a moment.'),
      );
      const streamed = (async () => {
        for await (const _ of ports.chat?.stream(question) ?? []);
      })();
      await expect(streamed).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(ports.textToSpeech?.speak('Hello')).rejects.toThrow('The speech synthesis service answered HTTP 500.');
    } finally {
      fake.failWith(null);
    }
    const notTheApi = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('<html>'),
    ).listen(0, '127.0.0.1');
    await once(notTheApi, 'listening');
    try {
      const garbled = aiPorts(providerEnv(`http://127.0.0.1:${(notTheApi.address() as AddressInfo).port}/v1`));
      await expect(garbled.chat?.complete(question)).rejects.toThrow('The AI chat service sent an answer that could not be read.');
    } finally {
      notTheApi.close();
    }
    const unreachable = aiPorts(providerEnv('http://127.0.0.1:9/v1'));
    await expect(unreachable.speechToText?.transcribe(await fliteSpeech('Hello'), 'audio/wav')).rejects.toThrow(
      'The speech recognition service could not be reached. Please try again in a moment.',
    );
  });

  it('with no provider every port is null, and the status names providers and models but never a key or address', () => {
    expect(aiPorts(readEnv(base))).toEqual({ chat: null, speechToText: null, textToSpeech: null, image: null });
    const env = providerEnv(`${fake.url}/v1`);
    const status = aiStatus(env);
    expect(status.chat).toEqual({ configured: true, label: 'openai-compatible · fake-chat' });
    expect(JSON.stringify(status)).not.toMatch(new RegExp(`${secret}|127\\.0\\.0\\.1`));
    expect(aiPorts(env)).toBe(aiPorts(env));
  });

  it('a half-configured provider stops the function at start with the variable to set', () => {
    expect(() => readEnv({ ...base, AI_CHAT_PROVIDER: 'openai-compatible', AI_CHAT_MODEL: 'llama3.2' })).toThrow(
      /AI_CHAT_BASE_URL: expected the server address/,
    );
    expect(() => readEnv({ ...base, AI_STT_PROVIDER: 'elevenlabs' })).toThrow(/AI_STT_API_KEY: expected a key/);
    expect(() => readEnv({ ...base, AI_TTS_PROVIDER: 'espeak' })).toThrow(/AI_TTS_PROVIDER/);
    expect(() => readEnv({ ...base, AI_IMAGE_PROVIDER: 'openai-compatible', AI_IMAGE_MODEL: 'flux' })).toThrow(
      /AI_IMAGE_BASE_URL: expected the server address/,
    );
    expect(() => readEnv({ ...base, AI_IMAGE_PROVIDER: 'openai' })).toThrow(/AI_IMAGE_API_KEY: expected a key/);
  });
});
