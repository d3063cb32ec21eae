/**
 * The voice calls to the backend: the `voice-conversation` actions and `voice-to-text`, through the
 * page's one backend client (so the caller's token goes with them). Each answer is checked before
 * use; a refusal becomes a `VoiceCallError` with the server's code and message, which the toasts
 * show as they are (a quota's message says when to try again).
 */
import { getSupabase } from '../auth/supabaseClient.ts';
import { functionRefusal } from '../functionRefusal.ts';
import { arrayOf, hasFields, isBoolean, isString, isWholeNumber, oneOf, optional, orNull, type Guard } from '../plainChecks.ts';
import type { VoiceSource } from './voiceMachine.ts';

export class VoiceCallError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface VoiceCapabilities {
  chat: 'model' | 'site_guide';
  speech_to_text: boolean;
  text_to_speech: 'provider' | 'offline';
}

export interface CreatedSession {
  session_id: string;
  capabilities: VoiceCapabilities;
  voice: { voice: string | null; speed: number };
}

export interface VoiceReply {
  response: string;
  sources: VoiceSource[];
  mode: 'model' | 'site_guide';
  audio_base64?: string;
  audio_mime?: string;
}

const isSource = hasFields<VoiceSource>({ title: isString, url: isString });
const isCreated = hasFields<CreatedSession>({
  session_id: isString,
  capabilities: hasFields<VoiceCapabilities>({
    chat: oneOf(['model', 'site_guide']),
    speech_to_text: isBoolean,
    text_to_speech: oneOf(['provider', 'offline']),
  }),
  voice: hasFields({ voice: orNull(isString), speed: (value): value is number => typeof value === 'number' }),
});
const isReply = hasFields<VoiceReply>({
  response: isString,
  sources: arrayOf(isSource),
  mode: oneOf(['model', 'site_guide']),
  audio_base64: optional(isString),
  audio_mime: optional(isString),
});
const isEnded = hasFields({ ended: isBoolean, message_count: isWholeNumber });
const isTranscript = hasFields({ text: isString });

/** What a reader is told when their session is gone: what to do, not how the request was signed. */
const signInAgain = 'Your session has ended: sign in again to go on.';

async function call<T>(name: string, body: Record<string, unknown>, check: Guard<T>): Promise<T> {
  const client = await getSupabase();
  let { data, error } = await client.functions.invoke(name, { body });
  let refusal = error ? await functionRefusal(error) : null;
  // A session that expired while the tab slept is refreshed, and the call made once more, before
  // the reader hears anything about signing in.
  if (refusal?.code === 'not_signed_in' && (await client.auth.refreshSession()).data.session) {
    ({ data, error } = await client.functions.invoke(name, { body }));
    refusal = error ? await functionRefusal(error) : null;
  }
  if (refusal) throw new VoiceCallError(refusal.code, refusal.code === 'not_signed_in' ? signInAgain : refusal.message);
  if (!check(data)) throw new VoiceCallError('unexpected_answer', `${name} answered in a form this page does not know.`);
  return data;
}

export const voiceApi = {
  createSession: () => call('voice-conversation', { action: 'create_session' }, isCreated),
  sendMessage: (sessionId: string, message: string) =>
    call('voice-conversation', { action: 'send_message', session_id: sessionId, message }, isReply),
  endSession: (sessionId: string) => call('voice-conversation', { action: 'end_session', session_id: sessionId }, isEnded),
  transcribe: (audio: string, mimeType: string) =>
    call('voice-to-text', { audio, mime_type: mimeType }, isTranscript).then(({ text }) => text),
};

export type VoiceApi = typeof voiceApi;
