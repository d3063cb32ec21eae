import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage } from '../_shared/ai/ports.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';

/** A cited page: its title and its link (path and anchor). */
export interface ChatSource {
  title: string;
  url: string;
}

export type ReplyMode = 'model' | 'site_guide';
export type ReplyStatus = 'complete' | 'stopped' | 'failed';

/** How many earlier turns the model is given, so a long conversation stays within its context. */
const turnsRemembered = 20;
/** The stored reply's ceiling, as the table's check allows. */
export const maxStoredReply = 20000;

/** The earlier turns of a conversation, oldest first; 404 when it does not exist. */
export async function earlierTurns(client: SupabaseClient, conversationId: string): Promise<ChatMessage[]> {
  const found = await client.from('ai_chat_conversations').select('id').eq('id', conversationId).maybeSingle();
  if (found.error) throw databaseFailure('reading a conversation', found);
  if (!found.data) throw new FunctionError('not_found', `There is no conversation ${conversationId}; start a new one.`);
  const { data, error, status } = await client
    .from('ai_chat_messages')
    .select('role, content')
    .eq('conversation_id', conversationId)
    .neq('content', '')
    .order('created_at', { ascending: false })
    .limit(turnsRemembered);
  if (error)
    throw databaseFailure('reading a conversation’s messages', {
      error,
      status,
    });
  return (data as ChatMessage[]).reverse();
}

/** The conversation a question goes into: the one named, or a new one titled after the question. */
export async function conversationFor(client: SupabaseClient, userId: string, conversationId: string | undefined, question: string) {
  if (conversationId) {
    const touched = await client.from('ai_chat_conversations').update({ updated_at: new Date().toISOString() }).eq('id', conversationId);
    if (touched.error) throw databaseFailure('touching a conversation', touched);
    return conversationId;
  }
  const title = question.length > 80 ? `${question.slice(0, 79)}…` : question;
  const { data, error, status } = await client.from('ai_chat_conversations').insert({ user_id: userId, title }).select('id').single();
  if (error) throw databaseFailure('starting a conversation', { error, status });
  return (data as { id: string }).id;
}

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  mode?: ReplyMode;
  status?: ReplyStatus;
  sources?: readonly ChatSource[];
}

export async function storeMessage(client: SupabaseClient, conversationId: string, message: StoredMessage): Promise<void> {
  const { error, status } = await client.from('ai_chat_messages').insert({
    conversation_id: conversationId,
    role: message.role,
    content: message.content.slice(0, maxStoredReply),
    mode: message.mode ?? null,
    status: message.status ?? 'complete',
    sources: message.sources ?? [],
  });
  if (error)
    throw databaseFailure(`storing a ${message.role} message`, {
      error,
      status,
    });
}
