/** A clip longer than this is stopped: voice-to-text takes at most 60 seconds. */
export const maxClipSeconds = 60;

/**
 * How long a clip lasts, read from its decoded audio: a recording's own metadata often says
 * nothing (Chromium's WebM has no duration), so `measured` (the recording's own clock) is the
 * fallback when the browser cannot decode it.
 */
export async function clipSeconds(clip: Blob, measured: number | null): Promise<number> {
  try {
    const context = new AudioContext();
    try {
      return (await context.decodeAudioData(await clip.arrayBuffer())).duration;
    } finally {
      void context.close();
    }
  } catch {
    return measured ?? 0;
  }
}
