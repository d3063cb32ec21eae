import { aiPorts } from '../_shared/ai/providers.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { recordedClip } from './clip.ts';
import { maxBodyBytes, voiceToTextBodySchema } from './schema.ts';

/**
 * voice-to-text: POST `{ audio: base64, mime_type? }` from a signed-in user → `{ text }`, through
 * the configured speech recognition provider. 401 signed out; 400 malformed; 413 over 2 MB or
 * 60 s; 415 a format whose length cannot be read; 429 when a daily quota is used up; 501
 * `not_available` with no provider (naming AI_STT_PROVIDER); 503 `service_unavailable` when it fails.
 * Nothing is stored.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const caller = signedInClaims(request);
  const body = await readJsonBody(request, voiceToTextBodySchema, maxBodyBytes);
  const clip = recordedClip(body.audio);
  const recogniser = aiPorts(env).speechToText;
  if (!recogniser) {
    // The reader is told what they can do; the owner's setting is named in the log and on /ai-apps-hub.
    console.warn('voice-to-text: no speech recognition provider is configured (AI_STT_PROVIDER).');
    throw new FunctionError('not_available', 'Speaking to the assistant is not available on this site yet: type your question instead.');
  }
  const limited = await providerQuotaExceeded(env, caller.sub, 'speech_to_text');
  if (limited) return limited;
  const text = await recogniser.transcribe(clip.bytes, clip.mimeType, { signal: request.signal });
  return Response.json({ text });
});
