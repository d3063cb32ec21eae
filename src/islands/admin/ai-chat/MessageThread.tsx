import type { ShownMessage } from './useChatTurn.ts';
import { SourceLinks } from '../../voice/SourceLinks.tsx';

const statusNote: Partial<Record<ShownMessage['status'], string>> = {
  stopped: 'Stopped: the reply ends where you stopped it.',
  failed: 'The reply broke off here.',
};

/** Shown with a kept site-guide reply; a new one carries the server's own notice. */
const siteGuideNotice = 'No AI model was configured, so this answer is made of passages from the site.';

/** The conversation, oldest first; each reply names where it came from and links the sources it cites. */
export function MessageThread({ messages, notice }: { messages: readonly ShownMessage[]; notice: string | null }) {
  return (
    <ol className="chat-thread" aria-label="Conversation">
      {messages.map((message) => (
        <li key={message.id} className={`chat-message chat-${message.role}`} aria-busy={message.status === 'streaming'}>
          <p className="chat-speaker">{message.role === 'user' ? 'You' : message.mode === 'site_guide' ? 'Site guide' : 'AI model'}</p>
          {message.mode === 'site_guide' && <p className="chat-notice">{notice ?? siteGuideNotice}</p>}
          <p className="chat-text">{message.content || (message.status === 'streaming' ? 'Writing…' : '')}</p>
          {statusNote[message.status] && <p className="chat-note">{statusNote[message.status]}</p>}
          {message.sources.length > 0 && (
            <div className="chat-sources">
              <p>Sources</p>
              <SourceLinks sources={message.sources} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
