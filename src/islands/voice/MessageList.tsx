import { useEffect, useRef } from 'react';
import type { VoiceMessage } from '../../lib/voice/voiceMachine.ts';
import { SourceLinks } from './SourceLinks.tsx';

/**
 * The conversation so far, newest at the bottom and kept in view. The latest reply is repeated in
 * a polite live region, so a screen reader reads each reply once, as it arrives.
 */
export function MessageList({ messages }: { messages: VoiceMessage[] }) {
  const list = useRef<HTMLOListElement>(null);
  const lastReply = messages.findLast((message) => message.role === 'assistant');
  const count = messages.length;
  useEffect(() => {
    if (count > 0) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled */}
      <ol className="voice-messages" ref={list} aria-label="Conversation" tabIndex={0}>
        {messages.length === 0 && <li className="voice-empty">Ask about the site, the kit or the assessments, by typing or speaking.</li>}
        {messages.map((message) => (
          <li key={message.id} className={`voice-message voice-message-${message.role}`}>
            <span className="sr-only-text">{message.role === 'user' ? 'You' : 'Assistant'}: </span>
            <p>{message.content}</p>
            <SourceLinks sources={message.sources ?? []} className="voice-sources" />
          </li>
        ))}
      </ol>
      <p className="sr-only-text" aria-live="polite">
        {lastReply ? `Assistant: ${lastReply.content}` : ''}
      </p>
    </>
  );
}
