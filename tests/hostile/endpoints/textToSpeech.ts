import fc from 'fast-check';
import { defaultMaxBodyBytes } from '../../../functions/_shared/body.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, nonString, overlong } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

const valid = fc.record({
  // Short, since each valid case is synthesised: the corpus is about what is refused.
  text: fc.constantFrom('Good morning.', 'Ünïcödé 👋'),
  voice: fc.constantFrom('alloy', 'coral'),
  speed: fc.constantFrom(0.5, 1, 1.25, 2),
});

const fields: FieldSpec[] = [
  { path: ['text'], kind: 'text', required: true, refuses: fc.oneof(badText(4096), fc.constantFrom('', '   ')) },
  {
    path: ['voice'],
    kind: 'text',
    refuses: fc.oneof(nonString, overlong(100), fc.constantFrom('', 'al loy', '../../etc/passwd', 'voice?x=1')),
  },
  {
    path: ['speed'],
    kind: 'number',
    refuses: fc.oneof(fc.constantFrom(0, 0.49, 2.01, -1, 1e308), fc.double({ min: 2.001, max: 1e6, noNaN: true })),
  },
];

/**
 * text-to-speech, the admin's tool: called with the corpus admin's session where the context has
 * one, so valid bodies are spoken; another user's valid bodies are refused (403), and so either
 * answer is right for them. Hostile bodies are refused before the admin check.
 */
export const textToSpeech = functionEndpoint('text-to-speech', {
  headers: (context) => functionHeaders(context, (context.admin ?? context.user).accessToken),
  valid: 'either',
  shape: () => ({ valid, fields, strict: true, maxBytes: defaultMaxBodyBytes }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: JSON.stringify({ text: 'Hello' }) },
    }),
    fc.constant({
      hostile: 'a user who is not the admin',
      expect: 'refused' as const,
      request: {
        method: frame.method,
        path: frame.path,
        headers: functionHeaders(context, context.user.accessToken),
        body: JSON.stringify({ text: 'Hello' }),
      },
    }),
  ],
});
