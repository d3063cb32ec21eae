import type { Hono } from 'hono';
import { chatCompletion, chatStream } from './chatAnswers.ts';
import { chatReply } from './chatReply.ts';
import { apiError, heardClip, type Recorder, spokenWav, uploadedFile } from './fakeAnswers.ts';

export const fakeModels = ['fake-chat', 'fake-transcribe', 'fake-speech'];

/** The OpenAI routes the AI SDK's adapters call: chat (whole or streamed), transcription, speech, and the model list. */
export function openAiRoutes(app: Hono, record: Recorder, chunkDelayMs: number): void {
  app.get('/v1/models', (c) =>
    c.json({ object: 'list', data: fakeModels.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-ai' })) }),
  );

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { model?: unknown; messages?: unknown; stream?: unknown } | null;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages))
      return apiError(c, 400, 'Expected JSON with model and messages.');
    record(c, body.model, { stream: body.stream === true, messages: body.messages });
    const content = chatReply(body.model, body.messages);
    return body.stream === true ? chatStream(body.model, content, chunkDelayMs) : chatCompletion(c, body.model, content);
  });

  app.post('/v1/audio/transcriptions', async (c) => {
    const upload = await uploadedFile(c);
    if (!upload) return apiError(c, 400, 'Expected multipart form data with a file.');
    record(c, upload.form.get('model'));
    const { text, seconds } = heardClip(upload.bytes);
    const format = upload.form.get('response_format');
    if (format === 'text') return c.text(text);
    return c.json(format === 'verbose_json' ? { text, language: 'english', duration: seconds ?? 0, segments: [] } : { text });
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
    return spokenWav(body.input, body.speed);
  });
}
