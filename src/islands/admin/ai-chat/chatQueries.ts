import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import type { ChatSource } from './replyEvents.ts';

export interface Conversation {
  id: string;
  title: string;
  updated_at: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mode: 'model' | 'site_guide' | null;
  status: 'complete' | 'stopped' | 'failed';
  sources: ChatSource[];
}

/** How many conversations the list shows, newest first; older ones stay stored. */
const listed = 100;

export async function listConversations(): Promise<Conversation[]> {
  const { data, error } = await (await getSupabase())
    .from('ai_chat_conversations')
    .select('id, title, updated_at')
    .order('updated_at', { ascending: false })
    .limit(listed);
  if (error) throw new Error(`The conversations could not be loaded: ${error.message}`);
  return data as Conversation[];
}

export async function conversationMessages(id: string): Promise<ChatMessage[]> {
  const { data, error } = await (await getSupabase())
    .from('ai_chat_messages')
    .select('id, role, content, mode, status, sources')
    .eq('conversation_id', id)
    .order('created_at', { ascending: true });
  if (error) throw new Error(`The conversation could not be loaded: ${error.message}`);
  return data as ChatMessage[];
}

export async function deleteConversation(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('ai_chat_conversations').delete().eq('id', id);
  if (error) throw new Error(`The conversation could not be deleted: ${error.message}`);
}
