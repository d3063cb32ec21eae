import type { Hono } from 'hono';
import { chatCompletion, chatUsage } from './chatAnswers.ts';
import { chatReply } from './chatReply.ts';
import { chatStream } from './chatStream.ts';
import { apiError, heardClip, type Recorder, spokenWav, uploadedFile } from './fakeAnswers.ts';
import { fakeImage } from './fakeImage.ts';
import { toolReply } from './tools/toolReply.ts';

export const fakeModels = ['fake-chat', 'fake-transcribe', 'fake-speech', 'fake-image'];

export interface Pace {
  /** Between two streamed chunks. */
  chunkDelayMs: number;
  /** Before every chat answer, so an agent's run can be stopped between its model steps. */
  stepDelayMs: number;
}

interface ChatRequest {
  model?: unknown;
  messages?: unknown;
  stream?: unknown;
  tools?: unknown;
  tool_choice?: unknown;
}

/**
 * The OpenAI routes the AI SDK's adapters call: chat (whole or streamed; with tools, one tool call
 * or the final words per answer), transcription, speech, images, and the model list.
 */
export function openAiRoutes(app: Hono, record: Recorder, pace: Pace): void {
  app.get('/v1/models', (c) =>
    c.json({ object: 'list', data: fakeModels.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-ai' })) }),
  );

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as ChatRequest | null;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages))
      return apiError(c, 400, 'Expected JSON with model and messages.');
    record(c, body.model, { stream: body.stream === true, messages: body.messages });
    const answer =
      Array.isArray(body.tools) && body.tools.length > 0
        ? toolReply(body.messages, body.tools, body.tool_choice)
        : { content: chatReply(body.model, body.messages) };
    const usage = chatUsage(body.messages, answer);
    if (pace.stepDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, pace.stepDelayMs));
    return body.stream === true ? chatStream(body.model, answer, usage, pace.chunkDelayMs) : chatCompletion(c, body.model, answer, usage);
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

  app.post('/v1/images/generations', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { model?: unknown; prompt?: unknown; size?: unknown } | null;
    if (!body || typeof body.prompt !== 'string' || body.prompt.trim() === '')
      return apiError(c, 400, 'Expected JSON with a non-empty prompt.');
    const size = /^(\d{2,4})x(\d{2,4})$/.exec(typeof body.size === 'string' ? body.size : '1024x1024');
    if (!size) return apiError(c, 400, 'Expected size as <width>x<height>, e.g. 1024x1024.');
    record(c, body.model, { prompt: body.prompt });
    const png = await fakeImage(body.prompt, Number(size[1]), Number(size[2]));
    return c.json({ created: 0, data: [{ b64_json: Buffer.from(png).toString('base64') }] });
  });
}
