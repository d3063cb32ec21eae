import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { fields, listOf, oneOf, orNull, text } from '../kit/answerShape.ts';
import { newestRows, rowsWhere } from '../kit/rowQueries.ts';
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

const conversation = fields<Conversation>({ id: text, title: text, updated_at: text });
const message = fields<ChatMessage>({
  id: text,
  role: oneOf(['user', 'assistant']),
  content: text,
  mode: orNull(oneOf(['model', 'site_guide'])),
  status: oneOf(['complete', 'stopped', 'failed']),
  sources: listOf(fields<ChatSource>({ title: text, url: text })),
});

/** The newest conversations the list shows; older ones stay stored. */
export const listConversations = () =>
  newestRows('ai_chat_conversations', 'id, title, updated_at', conversation, 'the conversations', { limit: 100 });

export const conversationMessages = (id: string) =>
  rowsWhere(
    'ai_chat_messages',
    'id, role, content, mode, status, sources',
    ['conversation_id', id],
    'created_at',
    message,
    'the conversation',
  );

export async function deleteConversation(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('ai_chat_conversations').delete().eq('id', id);
  if (error) throw new Error(`The conversation could not be deleted: ${error.message}`);
}
