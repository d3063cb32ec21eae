import { z } from 'zod';
import { base64Pattern } from '../_shared/base64.ts';
import { maxClipBytes } from './clip.ts';

/** The body holds the clip as base64 (4 characters for every 3 bytes) and a little JSON around it. */
export const maxBodyBytes = Math.ceil(maxClipBytes / 3) * 4 + 1024;

/** `mime_type` is the recorder's word for the format; the clip's own header decides. */
export const voiceToTextBodySchema = z.strictObject({
  audio: z
    .string()
    .min(1, 'expected the recorded clip as base64')
    .regex(base64Pattern, 'expected base64 (A–Z, a–z, 0–9, + and /, padded with =)'),
  mime_type: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(/^audio\/[a-z0-9.+-]+(?:;\s*codecs=[a-z0-9.,"' -]+)?$/i, 'expected an audio MIME type such as audio/webm;codecs=opus')
    .optional(),
});
