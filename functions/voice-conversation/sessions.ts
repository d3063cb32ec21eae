import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage } from '../_shared/ai/ports.ts';
import type { SiteSource } from '../_shared/ai/siteGuide.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';

/** Earlier turns a model is shown, so a follow-up question makes sense to it. */
const historyMessages = 10;

const notFound = () =>
  new FunctionError(
    'not_found',
    'There is no open conversation with this session_id: it has ended, expired or belongs to someone else. Start a new one with create_session.',
  );

/** A new, empty conversation of the caller. */
export async function openSession(writer: SupabaseClient, userId: string): Promise<string> {
  const { data, error, status } = await writer.from('voice_sessions').insert({ user_id: userId }).select('id').single();
  if (error) throw databaseFailure('opening a voice session', { error, status });
  return (data as { id: string }).id;
}

/**
 * Throws 404 unless the session is the caller's and still open. Read with the caller's token, so
 * RLS decides; the user check keeps the admin (who reads every session) to their own.
 */
export async function requireOpenSession(caller: SupabaseClient, sessionId: string, userId: string): Promise<void> {
  const { data, error, status } = await caller
    .from('voice_sessions')
    .select('id')
    .eq('id', sessionId)
    .eq('user_id', userId)
    .is('ended_at', null)
    .maybeSingle();
  if (error) throw databaseFailure('reading a voice session', { error, status });
  if (!data) throw notFound();
}

/** The conversation so far, oldest first, as a model reads it. */
export async function recentTurns(caller: SupabaseClient, sessionId: string): Promise<ChatMessage[]> {
  const { data, error, status } = await caller
    .from('voice_messages')
    .select('role, text')
    .eq('session_id', sessionId)
    .order('id', { ascending: false })
    .limit(historyMessages);
  if (error) throw databaseFailure('reading a voice conversation', { error, status });
  return (data as { role: 'user' | 'assistant'; text: string }[]).reverse().map(({ role, text }) => ({ role, content: text }));
}

/** The question and its answer, stored together (one statement), so a transcript never holds one without the other. */
export async function storeExchange(
  writer: SupabaseClient,
  session: { id: string; userId: string },
  question: string,
  answer: { text: string; sources: SiteSource[] },
): Promise<void> {
  const { error, status } = await writer.from('voice_messages').insert([
    { session_id: session.id, user_id: session.userId, role: 'user', text: question, sources: [] },
    { session_id: session.id, user_id: session.userId, role: 'assistant', text: answer.text, sources: answer.sources },
  ]);
  if (error) throw databaseFailure('storing a voice exchange', { error, status });
}

/** Ends the caller's open session and answers how many messages it holds; 404 when there is none. */
export async function endSession(writer: SupabaseClient, sessionId: string, userId: string, now: Date): Promise<number> {
  const { data, error, status } = await writer
    .from('voice_sessions')
    .update({ ended_at: now.toISOString() })
    .eq('id', sessionId)
    .eq('user_id', userId)
    .is('ended_at', null)
    .select('message_count');
  if (error) throw databaseFailure('ending a voice session', { error, status });
  const ended = (data as { message_count: number }[])[0];
  if (!ended) throw notFound();
  return ended.message_count;
}
