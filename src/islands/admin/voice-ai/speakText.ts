import { checked, hasFields, isString } from '../../../lib/plainChecks.ts';
import { callAdminFunction, ToolCallError } from '../kit/adminFunctions.ts';
import { base64ToBlob } from '../../../lib/voice/audioBlobs.ts';

/** The offline engine's one voice; it runs in this browser, so it is always there. */
export const offlineVoices = ['Flite (offline, in this browser)'] as const;

/** The longest text spoken in one go, as the text-to-speech function takes it. */
export const maxSpokenText = 2000;

export interface SpeechChoice {
  /** A provider voice, or null for the provider's default (or the offline engine). */
  voice: string | null;
  speed: number;
  /** True when a speech provider is configured on the server. */
  provider: boolean;
  signal?: AbortSignal;
}

const isSpoken = hasFields({ audio_base64: isString, audio_mime: isString });

/**
 * `text` as audio, spoken as the assistant speaks it: by the configured speech provider through
 * the text-to-speech function, else by the offline engine in the browser (also when the server
 * says, after all, that no provider is configured).
 */
export async function speakText(text: string, choice: SpeechChoice): Promise<Blob> {
  if (choice.provider) {
    try {
      const answer = await callAdminFunction(
        'text-to-speech',
        { text, voice: choice.voice ?? undefined, speed: choice.speed },
        choice.signal,
      );
      const spoken = checked(answer, isSpoken, 'text-to-speech answer', '{ audio_base64, audio_mime }');
      return base64ToBlob(spoken.audio_base64, spoken.audio_mime);
    } catch (error) {
      if (!(error instanceof ToolCallError && error.code === 'not_available')) throw error;
    }
  }
  const { speakOffline } = await import('../../../lib/voice/offlineSpeech.ts');
  return speakOffline(text, { speed: choice.speed, signal: choice.signal });
}
