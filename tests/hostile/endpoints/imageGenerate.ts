import fc from 'fast-check';
import { defaultMaxBodyBytes } from '../../../functions/_shared/body.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, nonString, overlong } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

const valid = fc.record({
  prompt: fc.constantFrom('A lighthouse in teal ink.', 'Ünïcödé 👋 skyline'),
  preset: fc.constantFrom('share-card', 'square', 'podcast-cover', 'story'),
});

const fields: FieldSpec[] = [
  { path: ['prompt'], kind: 'text', required: true, refuses: fc.oneof(badText(4000), fc.constantFrom('', '   ')) },
  {
    path: ['preset'],
    kind: 'text',
    required: true,
    refuses: fc.oneof(nonString, overlong(40), fc.constantFrom('', 'poster', 'share card', '../drafts', 'SQUARE')),
  },
];

/**
 * image-generate, the admin's image studio: called with the corpus admin's session where the
 * context has one; a valid body is drawn where an image model is configured and answered 501
 * where none is, and another user's is refused (403), so either answer is right; a drawn one is
 * kept. Hostile bodies are refused before the admin check.
 */
export const imageGenerate = functionEndpoint('image-generate', {
  headers: (context) => functionHeaders(context, (context.admin ?? context.user).accessToken),
  valid: 'either',
  shape: () => ({ valid, fields, strict: true, maxBytes: defaultMaxBodyBytes }),
  // A drawn image is kept twice over: its file in the drafts, its row in the history.
  stores: (_body, answer) =>
    answer !== null && typeof answer === 'object' && 'image' in answer ? { studio_images: 1, storage_objects: 1 } : {},
  more: (context, frame) =>
    [
      ['signed out (the anon key)', functionHeaders(context)],
      ['a user who is not the admin', functionHeaders(context, context.user.accessToken)],
    ].map(([hostile, headers]) =>
      fc.constant({
        hostile: hostile as string,
        expect: 'refused' as const,
        request: {
          method: frame.method,
          path: frame.path,
          headers: headers as Record<string, string>,
          body: JSON.stringify({ prompt: 'A cover', preset: 'square' }),
        },
      }),
    ),
});
