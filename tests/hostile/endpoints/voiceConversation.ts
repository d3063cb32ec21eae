import fc from 'fast-check';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, overlong } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/** A session id nobody has: without an open session of the corpus user, every message is a 404. */
const unknownSession = '0b5e55ed-0000-4000-8000-000000000000';

const message = fc.constantFrom('How do I start using AI safely at work?', 'What does advisory offer? 👋', 'Was ist das Kit?');

const fields: FieldSpec[] = [
  { path: ['action'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'delete_session', 'CREATE_SESSION', 'send_message ') },
  { path: ['session_id'], kind: 'text', required: true, refuses: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'null')) },
  { path: ['message'], kind: 'text', required: true, refuses: fc.oneof(badText(2000), fc.constantFrom('', ' \n\t ')) },
  { path: ['user_id'], kind: 'text', nullable: true, refuses: overlong(200) },
];

/**
 * voice-conversation with the corpus user's token. Given an open session of that user, a message
 * to it is answered (by the site guide) and stored; without one, the valid message is a 404.
 * Ending is tried only on sessions that are not the user's, so the open one stays open.
 */
export function voiceConversationEntry(openSession?: string) {
  const sessionId = openSession ?? unknownSession;
  return functionEndpoint('voice-conversation', {
    headers: (context) => functionHeaders(context, context.user.accessToken),
    valid: openSession ? 'accepted' : 'either',
    shape: () => ({
      valid: fc.oneof(
        fc.record({ action: fc.constant('create_session') }, { requiredKeys: ['action'] }),
        fc.record({ action: fc.constant('create_session'), user_id: fc.uuid() }),
        fc.record({ action: fc.constant('send_message'), session_id: fc.constant(sessionId), message }),
      ),
      fields,
      strict: true,
      maxBytes: 16 * 1024,
    }),
    more: (context, frame) => [
      fc.uuid({ version: 4 }).chain((id) =>
        fc
          .constantFrom(
            { action: 'end_session', session_id: id },
            { action: 'send_message', session_id: id, message: 'Is this my conversation?' },
          )
          .map((body) => ({
            hostile: 'a session that is not the caller’s',
            expect: 'refused' as const,
            request: {
              method: frame.method,
              path: frame.path,
              headers: functionHeaders(context, context.user.accessToken),
              body: JSON.stringify(body),
            },
          })),
      ),
      fc.constant({
        hostile: 'signed out (the anon key)',
        expect: 'refused' as const,
        request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: '{"action":"create_session"}' },
      }),
    ],
    stores: (_body, answer) => {
      const stored = answer as Record<string, unknown> | undefined;
      if (typeof stored?.session_id === 'string') return { voice_sessions: 1 };
      return typeof stored?.response === 'string' ? { voice_messages: 2 } : {};
    },
  });
}

/** In the shared corpus: no open session (the voice tests send 1,000 cases with one). */
export const voiceConversation = voiceConversationEntry();
