import type { VoiceSource } from '../../../lib/voice/voiceMachine.ts';
import { fields, listOf, numeric, oneOf, orNull, text } from '../kit/answerShape.ts';
import { newestRows, rowsWhere } from '../kit/rowQueries.ts';

export interface PastSession {
  id: string;
  user_id: string;
  created_at: string;
  ended_at: string | null;
  message_count: number;
}

export interface PastMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  sources: VoiceSource[];
  created_at: string;
}

const session = fields<PastSession>({ id: text, user_id: text, created_at: text, ended_at: orNull(text), message_count: numeric });
const message = fields<PastMessage>({
  id: numeric,
  role: oneOf(['user', 'assistant']),
  text,
  sources: listOf(fields<VoiceSource>({ title: text, url: text })),
  created_at: text,
});

/** How many past sessions the page lists, newest first. */
const listedSessions = 50;

/** The latest sessions of every user: the database lets the admin, and only the admin, read them all. */
export const loadPastSessions = () =>
  newestRows('voice_sessions', 'id, user_id, created_at, ended_at, message_count', session, 'the past sessions', {
    by: 'created_at',
    limit: listedSessions,
  });

export const loadSessionMessages = (sessionId: string) =>
  rowsWhere('voice_messages', 'id, role, text, sources, created_at', ['session_id', sessionId], 'id', message, 'the messages');

/** A conversation as plain text, one turn a paragraph, for the transcript download. */
export function transcriptText(messages: readonly { role: string; text: string; at: string }[]): string {
  return messages
    .map(({ role, text, at }) => `[${at}] ${role === 'user' ? 'User' : 'Assistant'}: ${text}`)
    .join('\n\n')
    .concat('\n');
}
