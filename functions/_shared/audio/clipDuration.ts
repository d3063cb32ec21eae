import { mp3Duration } from './mp3Duration.ts';
import { mp4Duration } from './mp4Duration.ts';
import { oggDuration } from './oggDuration.ts';
import { wavDuration } from './wavDuration.ts';
import { webmDuration } from './webmDuration.ts';

/** The containers whose length is read from the clip itself: what browsers record (WebM, Ogg, MP4) and what people upload (WAV, MP3). */
export const measurableFormats = 'WAV, WebM, Ogg, MP4 or MP3';

const measures = [
  { mimeType: 'audio/wav', measure: wavDuration },
  { mimeType: 'audio/webm', measure: webmDuration },
  { mimeType: 'audio/ogg', measure: oggDuration },
  { mimeType: 'audio/mp4', measure: mp4Duration },
  { mimeType: 'audio/mpeg', measure: mp3Duration },
];

export interface MeasuredClip {
  mimeType: string;
  seconds: number;
}

/**
 * The clip's format and length in seconds, read from its own bytes (its header, or its last
 * frame's time), never from what the sender claims; null when the format is none of
 * `measurableFormats` or the clip does not say.
 */
export function measureClip(bytes: Uint8Array): MeasuredClip | null {
  for (const { mimeType, measure } of measures) {
    const seconds = measure(bytes);
    if (seconds !== null && Number.isFinite(seconds)) return { mimeType, seconds };
  }
  return null;
}
