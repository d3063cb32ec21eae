import { useCallback, useRef, useState } from 'react';
import { adminRequest, failureOf } from '../kit/adminFunctions.ts';
import type { ChatMessage } from './chatQueries.ts';
import { replyEvents } from './replyEvents.ts';
import { toastFailure } from '../kit/toastFailure.ts';

export type ShownMessage = Omit<ChatMessage, 'status'> & { status: ChatMessage['status'] | 'streaming' };

interface Turn {
  conversationId: string | null;
  messages: ShownMessage[];
  /** Said above the reply when it comes from the site guide instead of a model. */
  notice: string | null;
}

const noTurn: Turn = { conversationId: null, messages: [], notice: null };

/**
 * One conversation on screen and the reply being streamed into it. `send` answers false when the
 * question was not taken (the box keeps it); `stop` aborts the request, which aborts the model.
 */
export function useChatTurn(onConversationSaved: (id: string) => void) {
  const [turn, setTurn] = useState<Turn>(noTurn);
  const [streaming, setStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const updateReply = useCallback(
    (change: (reply: ShownMessage) => ShownMessage) =>
      setTurn((current) => ({
        ...current,
        messages: current.messages.map((message) => (message.id === 'streaming' ? change(message) : message)),
      })),
    [],
  );

  const send = useCallback(
    async (question: string): Promise<boolean> => {
      const controller = new AbortController();
      abort.current = controller;
      setStreaming(true);
      const mine: ShownMessage = { id: `mine-${Date.now()}`, role: 'user', content: question, mode: null, status: 'complete', sources: [] };
      const reply: ShownMessage = { id: 'streaming', role: 'assistant', content: '', mode: null, status: 'streaming', sources: [] };
      const before = turn;
      setTurn({ ...turn, messages: [...turn.messages, mine, reply] });
      try {
        const response = await adminRequest('ai-chat', {
          body: { conversation_id: turn.conversationId ?? undefined, message: question },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw await failureOf(response);
        for await (const part of replyEvents(response.body)) {
          if (part.event === 'start') {
            setTurn((current) => ({
              ...current,
              conversationId: part.data.conversation_id,
              notice: part.data.notice,
            }));
            updateReply((message) => ({ ...message, mode: part.data.mode }));
            onConversationSaved(part.data.conversation_id);
          } else if (part.event === 'token') updateReply((message) => ({ ...message, content: message.content + part.data }));
          else if (part.event === 'done') updateReply((message) => ({ ...message, status: part.data.status, sources: part.data.sources }));
          else {
            toastFailure('The reply broke off', part.data.message);
            updateReply((message) => ({ ...message, status: 'failed' }));
          }
        }
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          updateReply((message) => ({ ...message, status: 'stopped' }));
          return true;
        }
        setTurn(before);
        toastFailure('The question was not sent', error);
        return false;
      } finally {
        updateReply((message) => ({
          ...message,
          id: `reply-${Date.now()}`,
          status: message.status === 'streaming' ? 'stopped' : message.status,
        }));
        abort.current = null;
        setStreaming(false);
      }
    },
    [turn, onConversationSaved, updateReply],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  const open = useCallback(
    (conversationId: string | null, messages: ChatMessage[]) => setTurn({ ...noTurn, conversationId, messages }),
    [],
  );
  return { turn, streaming, send, stop, open };
}
