import type { SupabaseClient } from '@supabase/supabase-js';
import { ProviderUnavailable, type TextToSpeechPort } from '../_shared/ai/ports.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { base64FromBytes } from '../_shared/base64.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { FunctionEnv } from '../_shared/env.ts';

export interface ReferenceVoice {
  /** The provider's voice; null for its default (and for the offline engine, which has one). */
  voice: string | null;
  speed: number;
}

/** The admin's reference voice (gold-standard-voice), which every reply is spoken in. */
export async function referenceVoice(caller: SupabaseClient): Promise<ReferenceVoice> {
  const { data, error, status } = await caller.from('voice_reference').select('voice, speed').limit(1).maybeSingle();
  if (error) throw databaseFailure('reading the reference voice', { error, status });
  const row = data as { voice: string | null; speed: number | string } | null;
  return { voice: row?.voice ?? null, speed: row ? Number(row.speed) : 1 };
}

export interface SpokenReply {
  audio_base64?: string;
  audio_mime?: string;
}

/**
 * The reply spoken by the configured provider, in the reference voice. Nothing when there is no
 * provider, when the caller's speech quota is used up, or when the provider fails: the reply is
 * already written, so the browser speaks it with the offline engine instead of losing it.
 */
export async function spokenReply(
  env: FunctionEnv,
  speech: TextToSpeechPort | null,
  userId: string,
  text: string,
  voiceOf: () => Promise<ReferenceVoice>,
  signal: AbortSignal,
): Promise<SpokenReply> {
  if (!speech) return {};
  if (await providerQuotaExceeded(env, userId, 'text_to_speech')) return {};
  const voice = await voiceOf();
  try {
    const spoken = await speech.speak(text, { voice: voice.voice ?? undefined, speed: voice.speed }, { signal });
    return { audio_base64: base64FromBytes(spoken.audio), audio_mime: spoken.mimeType };
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    console.warn(`The reply was not spoken by ${speech.label}; the browser speaks it offline:`, error.message);
    return {};
  }
}
