/**
 * Plays a reply in the panel's one <audio> element at the chosen volume: the provider's audio
 * when the server sent some, else the reply's text through the offline engine, sentence by
 * sentence. Resolves when the last sound ends; stops at once when `signal` aborts.
 */
import { base64ToBlob } from './audioBlobs.ts';
import type { VoiceReply } from './voiceApi.ts';

export const clampVolume = (volume: number) => Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0.8));

function playOnce(audio: HTMLAudioElement, blob: Blob, volume: number, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(blob);
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      audio.removeEventListener('ended', done);
      signal.removeEventListener('abort', done);
      audio.pause();
      URL.revokeObjectURL(url);
      resolve();
    };
    audio.addEventListener('ended', done);
    signal.addEventListener('abort', done);
    audio.src = url;
    audio.volume = clampVolume(volume);
    audio.play().catch((error: unknown) => {
      done();
      reject(error);
    });
  });
}

export function createSpeaker(audio: HTMLAudioElement, volume: () => number) {
  return async (reply: VoiceReply, speed: number, signal: AbortSignal): Promise<void> => {
    if (reply.audio_base64) {
      await playOnce(audio, base64ToBlob(reply.audio_base64, reply.audio_mime ?? 'audio/mpeg'), volume(), signal);
      return;
    }
    const { offlineSpeechPieces } = await import('./offlineSpeech.ts');
    for await (const piece of offlineSpeechPieces(reply.response, { speed, signal })) {
      if (signal.aborted) return;
      await playOnce(audio, piece, volume(), signal);
    }
  };
}
