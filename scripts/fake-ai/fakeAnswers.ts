import type { Context } from 'hono';
import { measureClip } from '../../functions/_shared/audio/clipDuration.ts';
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
  /** The messages a chat request sent, so a test can read what the model was given. */
  messages?: unknown[];
  /** What an image request asked to be drawn. */
  prompt?: string;
}

export type Recorder = (
  c: Context,
  model: unknown,
  more?: Pick<FakeAiRequest, 'stream' | 'voice' | 'speed' | 'messages' | 'prompt'>,
) => void;

export function recorder(requests: FakeAiRequest[]): Recorder {
  return (c, model, more = {}) =>
    requests.push({
      path: c.req.path,
      model: typeof model === 'string' ? model : null,
      authorized: /^Bearer \S/.test(c.req.header('authorization') ?? '') || Boolean(c.req.header('xi-api-key')),
      ...more,
    });
}

/** An error in OpenAI's shape, which the adapters read. */
export const apiError = (c: Context, status: number, message: string) =>
  c.json({ error: { message, type: 'invalid_request_error', code: null } }, status as 400);

/** What a transcription says: the clip's length, measured as the voice functions measure it, and that nothing was recognised. */
export function heardClip(bytes: Uint8Array): { text: string; seconds: number | null } {
  const seconds = measureClip(bytes)?.seconds ?? null;
  const what = seconds === null ? `${bytes.length} bytes of audio in a format it cannot measure` : `${seconds.toFixed(1)} s of audio`;
  return { text: `[fake-ai] heard ${what}; it cannot recognise speech.`, seconds };
}

/** Flite's WAV of the text, whatever format was asked for: Flite writes nothing else, and the header says so. */
export async function spokenWav(text: string, speed: unknown): Promise<Response> {
  const pace = typeof speed === 'number' && speed >= 0.25 && speed <= 4 ? speed : 1;
  return new Response(await keptFliteSpeech(text, pace), { headers: { 'content-type': 'audio/wav' } });
}

export async function uploadedFile(c: Context): Promise<{ form: FormData; bytes: Uint8Array } | null> {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  return form && file instanceof Blob ? { form, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
}
