import { aiPorts } from '../_shared/ai/providers.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { base64FromBytes } from '../_shared/base64.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { textToSpeechBodySchema } from './schema.ts';

/**
 * text-to-speech: POST `{ text, voice?, speed? }` from the admin → `{ audio_base64, audio_mime }`,
 * spoken by the configured provider (the admin's /voice-ai tool). Admin only, as
 * `public.is_admin()` says under the caller's own role: 401 signed out, 403 anyone else. 501
 * `not_available` with no provider (the page then speaks with the offline engine in the
 * browser), 429 when a daily quota is used up. Nothing is stored.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const caller = signedInClaims(request);
  const body = await readJsonBody(request, textToSpeechBodySchema);
  const { data: isAdmin, error, status } = await createCallerClient(request, env).rpc('is_admin');
  if (error) throw databaseFailure('is_admin', { error, status });
  if (isAdmin !== true) throw new FunctionError('forbidden', 'Only the administrator may use text to speech here.');
  const voice = aiPorts(env).textToSpeech;
  if (!voice) {
    throw new FunctionError(
      'not_available',
      'Text to speech has no provider configured (AI_TTS_PROVIDER on the server); the offline engine in the browser speaks instead.',
    );
  }
  const limited = await providerQuotaExceeded(env, caller.sub, 'text_to_speech');
  if (limited) return limited;
  const spoken = await voice.speak(body.text, { voice: body.voice, speed: body.speed }, { signal: request.signal });
  return Response.json({ audio_base64: base64FromBytes(spoken.audio), audio_mime: spoken.mimeType });
});
