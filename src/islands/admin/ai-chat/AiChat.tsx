import { useCallback, useState } from 'react';
import { loadAiStatus } from '../kit/aiStatus.ts';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { conversationMessages, deleteConversation, listConversations, type Conversation } from './chatQueries.ts';
import { Composer } from './Composer.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MessageThread } from './MessageThread.tsx';
import { useChatTurn } from './useChatTurn.ts';
import { toastFailure } from '../kit/toastFailure.ts';

/** The admin's AI chat: kept conversations beside the open one, with its streamed replies. */
export function AiChat() {
  const conversations = useToolData(listConversations);
  const status = useToolData(loadAiStatus);
  const { turn, streaming, send, stop, open } = useChatTurn(conversations.reload);
  const [opening, setOpening] = useState(false);

  const openConversation = useCallback(
    async (id: string | null) => {
      if (!id) return open(null, []);
      setOpening(true);
      try {
        open(id, await conversationMessages(id));
      } catch (error) {
        toastFailure('The conversation did not open', error);
      } finally {
        setOpening(false);
      }
    },
    [open],
  );
  const remove = async (conversation: Conversation) => {
    if (!window.confirm(`Delete “${conversation.title}” and its messages?`)) return;
    try {
      await deleteConversation(conversation.id);
      if (turn.conversationId === conversation.id) open(null, []);
      conversations.reload();
    } catch (error) {
      toastFailure('Nothing was deleted', error);
    }
  };

  return (
    <div className="chat-layout">
      <section className="card chat-side" aria-labelledby="chat-list-title">
        <h2 id="chat-list-title" className="section-title">
          Conversations
        </h2>
        <button type="button" className="button" disabled={streaming} onClick={() => openConversation(null)}>
          New conversation
        </button>
        {conversations.state.kind === 'loading' && <ToolLoading what="conversations" />}
        {conversations.state.kind === 'failed' && <ToolFailed message={conversations.state.message} onRetry={conversations.reload} />}
        {conversations.state.kind === 'loaded' && (
          <ConversationList
            conversations={conversations.state.data}
            openId={turn.conversationId}
            open={(id) => !streaming && openConversation(id)}
            remove={remove}
          />
        )}
      </section>
      <section className="card chat-main" aria-labelledby="chat-open-title">
        <h2 id="chat-open-title" className="section-title">
          {turn.conversationId ? 'Conversation' : 'New conversation'}
        </h2>
        {status.state.kind === 'loaded' && (
          <p className="admin-muted">
            {status.state.data.chat.configured
              ? `Answers come from ${status.state.data.chat.label}, grounded in the site’s passages.`
              : 'No AI model is configured (set AI_CHAT_PROVIDER): answers are passages quoted from the site.'}
          </p>
        )}
        {opening ? <ToolLoading what="the conversation" /> : <MessageThread messages={turn.messages} notice={turn.notice} />}
        <p className="sr-only-text" role="status">
          {streaming ? 'Writing the reply…' : turn.messages.length ? 'Reply finished.' : ''}
        </p>
        <Composer streaming={streaming} send={send} stop={stop} />
      </section>
    </div>
  );
}
