import { useCallback, useState } from 'react';
import { loadAiStatus } from '../kit/aiStatus.ts';
import { ToolData, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { conversationMessages, deleteConversation, listConversations, type Conversation } from './chatQueries.ts';
import { Composer } from './Composer.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MessageThread } from './MessageThread.tsx';
import { useChatTurn } from './useChatTurn.ts';
import { toastFailure } from '../kit/toastFailure.ts';
import { ToolSection } from '../kit/ToolSection.tsx';

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
      <ToolSection title="Conversations">
        <button type="button" className="button" disabled={streaming} onClick={() => openConversation(null)}>
          New conversation
        </button>
        <ToolData data={conversations} what="conversations">
          {(kept) => (
            <ConversationList
              conversations={kept}
              openId={turn.conversationId}
              open={(id) => !streaming && openConversation(id)}
              remove={remove}
            />
          )}
        </ToolData>
      </ToolSection>
      <ToolSection title={turn.conversationId ? 'Conversation' : 'New conversation'}>
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
      </ToolSection>
    </div>
  );
}
