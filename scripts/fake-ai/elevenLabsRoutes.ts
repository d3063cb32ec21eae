import type { Hono } from 'hono';
import { apiError, heardClip, type Recorder, spokenWav, uploadedFile } from './fakeAnswers.ts';

/**
 * ElevenLabs' two speech routes, for tests that send its adapters here: `@ai-sdk/elevenlabs` has
 * no base URL setting, so only an injected fetch can.
 */
export function elevenLabsRoutes(app: Hono, record: Recorder): void {
  app.post('/v1/speech-to-text', async (c) => {
    const upload = await uploadedFile(c);
    if (!upload) return apiError(c, 400, 'Expected multipart form data with a file.');
    record(c, upload.form.get('model_id'));
    return c.json({ language_code: 'en', language_probability: 1, text: heardClip(upload.bytes).text, words: [] });
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
    return spokenWav(body.text, speed);
  });
}
