import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { measureClip } from '../../functions/_shared/audio/clipDuration.ts';
import { chatReply } from './chatReply.ts';
import { keptFliteSpeech } from './fliteSpeech.ts';

/** What the fake server received, for tests to check what the adapters sent (never the key itself). */
export interface FakeAiRequest {
  path: string;
  model: string | null;
  /** Whether a key came with it: `Authorization: Bearer …`, or ElevenLabs' `xi-api-key`. */
  authorized: boolean;
  stream?: boolean;
  /** The voice and speed a speech request asked for. */
  voice?: string;
  speed?: number;
}

export interface FakeAi {
  /** e.g. http://127.0.0.1:11435; the AI SDK's base URL is `${url}/v1`. */
  url: string;
  requests: FakeAiRequest[];
  /** Answers every API call with this HTTP status until called with null: a provider outage, on demand. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export const fakeModels = ['fake-chat', 'fake-transcribe', 'fake-speech'];

const apiError = (c: Context, status: number, message: string) =>
  c.json({ error: { message, type: 'invalid_request_error', code: null } }, status as 400);

function chatCompletion(c: Context, model: string, content: string) {
  const created = Math.floor(Date.now() / 1000);
  return c.json({
    id: `chatcmpl-fake-${created}`,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: content.split(' ').length, total_tokens: content.split(' ').length },
  });
}

/** The reply as server-sent events, a word at a time, as an OpenAI-compatible server streams it. */
function chatStream(model: string, content: string, delayMs: number): Response {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: `chatcmpl-fake-${created}`, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const words = content.split(/(?<= )/);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(chunk({ role: 'assistant', content: '' }, null)));
      for (const word of words) {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(encoder.encode(chunk({ content: word }, null)));
      }
      controller.enqueue(encoder.encode(`${chunk({}, 'stop')}data: [DONE]\n\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}

function fakeAiApp(requests: FakeAiRequest[], state: { failure: number | null }, delayMs: number): Hono {
  const app = new Hono();
  app.use('/v1/*', async (c, next) => {
    if (state.failure !== null) return apiError(c, state.failure, `[fake-ai] answering ${state.failure}, as the test asked.`);
    await next();
  });
  const record = (c: Context, model: unknown, more: Pick<FakeAiRequest, 'stream' | 'voice' | 'speed'> = {}) =>
    requests.push({
      path: c.req.path,
      model: typeof model === 'string' ? model : null,
      authorized: /^Bearer \S/.test(c.req.header('authorization') ?? '') || Boolean(c.req.header('xi-api-key')),
      ...more,
    });
  const heard = (bytes: Uint8Array) => {
    const seconds = measureClip(bytes)?.seconds;
    const what =
      seconds === undefined ? `${bytes.length} bytes of audio in a format it cannot measure` : `${seconds.toFixed(1)} s of audio`;
    return `[fake-ai] heard ${what}; it cannot recognise speech.`;
  };
  const speech = async (text: string, speed: unknown) =>
    new Response(await keptFliteSpeech(text, typeof speed === 'number' && speed >= 0.25 && speed <= 4 ? speed : 1), {
      headers: { 'content-type': 'audio/wav' },
    });

  app.get('/v1/models', (c) =>
    c.json({ object: 'list', data: fakeModels.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-ai' })) }),
  );

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { model?: unknown; messages?: unknown; stream?: unknown } | null;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages))
      return apiError(c, 400, 'Expected JSON with model and messages.');
    record(c, body.model, { stream: body.stream === true });
    const content = chatReply(body.model, body.messages);
    return body.stream === true ? chatStream(body.model, content, delayMs) : chatCompletion(c, body.model, content);
  });

  app.post('/v1/audio/transcriptions', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !(file instanceof Blob)) return apiError(c, 400, 'Expected multipart form data with a file.');
    record(c, form.get('model'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = heard(bytes);
    const format = form.get('response_format');
    if (format === 'text') return c.text(text);
    return c.json(
      format === 'verbose_json' ? { text, language: 'english', duration: measureClip(bytes)?.seconds ?? 0, segments: [] } : { text },
    );
  });

  app.post('/v1/audio/speech', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { model?: unknown; input?: unknown; voice?: unknown; speed?: unknown } | null;
    if (!body || typeof body.input !== 'string' || body.input.trim() === '')
      return apiError(c, 400, 'Expected JSON with a non-empty input.');
    if (body.input.length > 4096) return apiError(c, 400, 'The input may be at most 4096 characters.');
    record(c, body.model, {
      voice: typeof body.voice === 'string' ? body.voice : undefined,
      speed: typeof body.speed === 'number' ? body.speed : undefined,
    });
    // Always WAV, whatever format was asked for: Flite writes nothing else, and the header says so.
    return speech(body.input, body.speed);
  });

  // ElevenLabs' routes, for tests that send its adapter here: it has no base URL setting, so only an injected fetch can.
  app.post('/v1/speech-to-text', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !(file instanceof Blob)) return apiError(c, 400, 'Expected multipart form data with a file.');
    record(c, form.get('model_id'));
    return c.json({ language_code: 'en', language_probability: 1, text: heard(new Uint8Array(await file.arrayBuffer())), words: [] });
  });

  app.post('/v1/text-to-speech/:voice', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      text?: unknown;
      model_id?: unknown;
      voice_settings?: { speed?: unknown };
    } | null;
    if (!body || typeof body.text !== 'string' || body.text.trim() === '') return apiError(c, 400, 'Expected JSON with a non-empty text.');
    const speed = body.voice_settings?.speed;
    record(c, body.model_id, { voice: c.req.param('voice'), speed: typeof speed === 'number' ? speed : undefined });
    return speech(body.text, speed);
  });

  app.all('*', (c) =>
    apiError(
      c,
      404,
      `[fake-ai] serves /v1/chat/completions, /v1/audio/transcriptions, /v1/audio/speech and /v1/models (and ElevenLabs' /v1/speech-to-text and /v1/text-to-speech/<voice>); not ${c.req.method} ${c.req.path}.`,
    ),
  );
  return app;
}

/**
 * Starts the fake OpenAI-compatible server on 127.0.0.1 (a free port unless one is given). A
 * development and test tool: it labels every answer `[fake-ai]` and pretends to understand nothing.
 */
export async function startFakeAi(options: { port?: number; chunkDelayMs?: number } = {}): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  const state = { failure: null as number | null };
  const server = serve({
    fetch: fakeAiApp(requests, state, options.chunkDelayMs ?? 0).fetch,
    hostname: '127.0.0.1',
    port: options.port ?? 0,
  });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      state.failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
