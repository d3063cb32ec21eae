import fc from 'fast-check';
import type { BodyShape } from '../bodyCases.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, notUuid } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';
import { adminOnlyWithoutBody } from './systemPages.ts';

const fields: FieldSpec[] = [
  { path: ['message'], kind: 'text', required: true, refuses: fc.oneof(badText(4000), fc.constantFrom('', ' \n\t ')) },
  {
    path: ['conversation_id'],
    kind: 'text',
    refuses: notUuid,
  },
];

/** The admin's question, alone or continuing a conversation that does not exist (404 for the admin). */
export const aiChatShape: BodyShape = {
  valid: fc.record(
    { message: fc.constantFrom('How do I start using AI safely at work?', 'Draft three workshop titles ✍️'), conversation_id: fc.uuid() },
    { requiredKeys: ['message'] },
  ),
  fields,
  strict: true,
  maxBytes: 64 * 1024,
};

/**
 * ai-chat is the admin's alone: the corpus calls it as a signed-in reader, so every body, valid or
 * not, is refused and nothing is stored. The admin's own hostile bodies are sent by the function's
 * integration test (tests/integration/ai/ai-chat.test.ts).
 */
export const aiChat = functionEndpoint('ai-chat', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  shape: () => aiChatShape,
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: '{"message": "Hello"}' },
    }),
  ],
});

/** ai-status reads no body; a signed-in reader who is not the admin is refused whatever they send. */
export const aiStatus = functionEndpoint('ai-status', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  rules: { refusedTypes: [], otherMethods: 'either' },
  shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: 64 * 1024, ignored: true }),
});

/** ai-tools reads no body either: the admin's alone, refused signed out. */
export const aiTools = adminOnlyWithoutBody('ai-tools');
