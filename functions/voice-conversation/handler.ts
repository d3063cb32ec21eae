import { aiPorts } from '../_shared/ai/providers.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { rateLimited } from '../_shared/visitor/rateLimit.ts';
import { conversationRateRules } from './limits.ts';
import { composeReply } from './reply.ts';
import { conversationBodySchema, maxBodyBytes } from './schema.ts';
import { endSession, openSession, recentTurns, requireOpenSession, storeExchange } from './sessions.ts';
import { referenceVoice, spokenReply } from './speech.ts';
import { rateLimitSettings, transcriptWriter } from './transcriptWriter.ts';
import { refuseWhenVoicePaused } from './voicePaused.ts';

/**
 * voice-conversation: POST, signed in only (a `user_id` in the body is ignored; the token decides).
 * - `{action: 'create_session'}` → `{session_id, capabilities, voice}`: what answers (a model or the
 *   site guide), whether speech can be recognised (and the variable that turns it on), who speaks
 *   (a provider or the offline engine in the browser), and the reference voice.
 * - `{action: 'send_message', session_id, message}` (1 to 2,000 characters) → `{response, sources,
 *   mode}`, plus `audio_base64` and `audio_mime` when a speech provider is configured.
 * - `{action: 'end_session', session_id}` → `{ended: true, message_count}`.
 * 403 `voice_paused` for starting or sending while the owner has paused the assistant for users
 * (ending is always allowed); 404 for a session that is not the caller's open one; 429 with Retry-After past the rate limit or
 * a provider quota; 503 when the model fails. A refused message stores nothing.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const body = await readJsonBody(request, conversationBodySchema, maxBodyBytes);
  const userId = signedInClaims(request).sub;
  const caller = createCallerClient(request, env);
  const writer = transcriptWriter(env);
  const ports = aiPorts(env);

  if (body.action === 'create_session') {
    await refuseWhenVoicePaused(writer, caller);
    const limited = await rateLimited(writer, rateLimitSettings(env), [{ rule: conversationRateRules.sessions, value: userId }]);
    if (limited) return limited;
    const voice = await referenceVoice(caller);
    return Response.json({
      session_id: await openSession(writer, userId),
      capabilities: {
        chat: ports.chat ? 'model' : 'site_guide',
        speech_to_text: ports.speechToText !== null,
        text_to_speech: ports.textToSpeech ? 'provider' : 'offline',
      },
      voice,
    });
  }

  if (body.action === 'end_session') {
    return Response.json({ ended: true, message_count: await endSession(writer, body.session_id, userId, new Date()) });
  }

  await requireOpenSession(caller, body.session_id, userId);
  await refuseWhenVoicePaused(writer, caller);
  const limited = await rateLimited(writer, rateLimitSettings(env), [{ rule: conversationRateRules.messages, value: userId }]);
  if (limited) return limited;
  if (ports.chat) {
    const overQuota = await providerQuotaExceeded(env, userId, 'chat');
    if (overQuota) return overQuota;
  }
  const reply = await composeReply(caller, ports.chat, body.message, () => recentTurns(caller, body.session_id), request.signal);
  await storeExchange(writer, { id: body.session_id, userId }, body.message, reply);
  const spoken = await spokenReply(env, ports.textToSpeech, userId, reply.text, () => referenceVoice(caller), request.signal);
  return Response.json({ response: reply.text, sources: reply.sources, mode: reply.mode, ...spoken });
});
