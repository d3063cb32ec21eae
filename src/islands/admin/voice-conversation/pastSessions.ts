import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { arrayOf, hasFields, isString, isWholeNumber, oneOf, orNull } from '../../../lib/plainChecks.ts';
import type { VoiceSource } from '../../../lib/voice/voiceMachine.ts';

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

const isSession = hasFields<PastSession>({
  id: isString,
  user_id: isString,
  created_at: isString,
  ended_at: orNull(isString),
  message_count: isWholeNumber,
});
const isMessage = hasFields<PastMessage>({
  id: isWholeNumber,
  role: oneOf(['user', 'assistant']),
  text: isString,
  sources: arrayOf(hasFields<VoiceSource>({ title: isString, url: isString })),
  created_at: isString,
});

/** How many past sessions the page lists, newest first. */
export const listedSessions = 50;

function checked<T>(rows: unknown, check: (row: unknown) => row is T, what: string): T[] {
  if (!Array.isArray(rows) || !rows.every(check)) throw new Error(`The ${what} came back in a form this page does not know.`);
  return rows;
}

/** The latest sessions of every user: the database lets the admin, and only the admin, read them all. */
export async function loadPastSessions(): Promise<PastSession[]> {
  const { data, error } = await (await getSupabase())
    .from('voice_sessions')
    .select('id, user_id, created_at, ended_at, message_count')
    .order('created_at', { ascending: false })
    .limit(listedSessions);
  if (error) throw new Error(`The past sessions could not be loaded: ${error.message}`);
  return checked(data, isSession, 'sessions');
}

export async function loadSessionMessages(sessionId: string): Promise<PastMessage[]> {
  const { data, error } = await (await getSupabase())
    .from('voice_messages')
    .select('id, role, text, sources, created_at')
    .eq('session_id', sessionId)
    .order('id', { ascending: true });
  if (error) throw new Error(`The messages could not be loaded: ${error.message}`);
  return checked(data, isMessage, 'messages');
}

/** A conversation as plain text, one turn a paragraph, for the transcript download. */
export function transcriptText(messages: readonly { role: string; text: string; at: string }[]): string {
  return messages
    .map(({ role, text, at }) => `[${at}] ${role === 'user' ? 'User' : 'Assistant'}: ${text}`)
    .join('\n\n')
    .concat('\n');
}
