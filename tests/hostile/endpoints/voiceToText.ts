import fc from 'fast-check';
import { maxBodyBytes } from '../../../functions/voice-to-text/schema.ts';
import { base64Of, silentWav } from '../audioClips.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { nonString, overlong } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

const valid = fc.record({
  audio: fc.constantFrom(0.4, 1.5).map((seconds) => base64Of(silentWav(seconds))),
  mime_type: fc.constantFrom('audio/wav', 'audio/webm;codecs=opus'),
});

/** Text that is not a clip we take: not base64, empty, a clip with no readable length, or one past 60 s. */
const badAudio = fc.oneof(
  fc.constantFrom('', 'not base64!', 'AAA', 'data:audio/wav;base64,UklGRg==', `${base64Of(silentWav(0.2))}\n`),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => base64Of(bytes)),
  fc.constantFrom(61, 90).map((seconds) => base64Of(silentWav(seconds))),
);

const fields: FieldSpec[] = [
  { path: ['audio'], kind: 'text', required: true, refuses: fc.oneof(nonString, badAudio) },
  {
    path: ['mime_type'],
    kind: 'text',
    refuses: fc.oneof(nonString, overlong(100), fc.constantFrom('text/plain', 'audio/webm\r\nX-Evil: 1', 'video/mp4', '')),
  },
];

/** voice-to-text, called by a signed-in user; it stores nothing, and each accepted clip is one provider call. */
export const voiceToText = functionEndpoint('voice-to-text', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  shape: () => ({ valid, fields, strict: true, maxBytes: maxBodyBytes }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: {
        method: frame.method,
        path: frame.path,
        headers: functionHeaders(context),
        body: JSON.stringify({ audio: base64Of(silentWav(0.4)) }),
      },
    }),
  ],
});
