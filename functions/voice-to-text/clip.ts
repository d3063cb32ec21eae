import { measurableFormats, measureClip, type MeasuredClip } from '../_shared/audio/clipDuration.ts';
import { bytesFromBase64 } from '../_shared/base64.ts';
import { FunctionError } from '../_shared/errors.ts';

/** 2 MiB of audio, what a minute of speech takes in the formats browsers record, with room to spare. */
export const maxClipBytes = 2 * 1024 * 1024;
export const maxClipSeconds = 60;

/**
 * The recorded clip, decoded and measured: 413 when it is larger than 2 MiB or longer than 60 s,
 * 415 when its length cannot be read from it (its format is not one we can measure). The length
 * comes from the clip's own bytes, so a sender cannot claim a shorter one.
 */
export function recordedClip(base64: string): MeasuredClip & { bytes: Uint8Array } {
  const bytes = bytesFromBase64(base64);
  if (bytes.length === 0) throw new FunctionError('validation_failed', 'The request body is invalid: audio: the clip is empty.');
  if (bytes.length > maxClipBytes) {
    throw new FunctionError(
      'payload_too_large',
      `The clip is ${bytes.length.toLocaleString('en-GB')} bytes; the limit is 2 MB (${maxClipBytes.toLocaleString('en-GB')} bytes), about a minute of speech.`,
    );
  }
  const measured = measureClip(bytes);
  if (!measured) {
    throw new FunctionError('unsupported_media_type', `The clip's length could not be read from it: send ${measurableFormats} audio.`);
  }
  if (Math.round(measured.seconds * 10) / 10 > maxClipSeconds) {
    throw new FunctionError('payload_too_large', `The clip lasts ${measured.seconds.toFixed(1)} s; the limit is ${maxClipSeconds} s.`);
  }
  return { ...measured, bytes };
}
