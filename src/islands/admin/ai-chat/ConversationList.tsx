import type { Conversation } from './chatQueries.ts';

interface ConversationListProps {
  conversations: readonly Conversation[];
  openId: string | null;
  open(id: string): void;
  remove(conversation: Conversation): void;
}

/** The kept conversations, newest first: open one to read or continue it, or delete it. */
export function ConversationList({ conversations, openId, open, remove }: ConversationListProps) {
  if (conversations.length === 0) return <p className="admin-muted">No conversations yet. Ask a question to start one; it is kept here.</p>;
  return (
    <ul className="chat-conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="chat-open"
            aria-current={conversation.id === openId ? 'true' : undefined}
            onClick={() => open(conversation.id)}
          >
            {conversation.title}
          </button>
          <button type="button" className="chat-delete" aria-label={`Delete “${conversation.title}”`} onClick={() => remove(conversation)}>
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
