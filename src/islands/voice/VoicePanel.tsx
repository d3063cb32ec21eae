import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $capabilities, $panelOpen, $voice, end, replyAudio, start } from '../../stores/voice.ts';
import { ConversationControls } from './ConversationControls.tsx';
import { DeleteConversations } from './DeleteConversations.tsx';
import { MessageForm } from './MessageForm.tsx';
import { MessageList } from './MessageList.tsx';
import { voiceStatus } from './voiceStatus.ts';

/** The assistant's panel: a non-modal region above the floating button, closed with its Close button or Escape. */
export function VoicePanel() {
  const open = useStore($panelOpen);
  const state = useStore($voice);
  const capabilities = useStore($capabilities);
  const heading = useRef<HTMLHeadingElement>(null);
  const audioSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    audioSlot.current?.append(replyAudio);
  }, []);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const close = () => {
    $panelOpen.set(false);
    document.querySelector<HTMLButtonElement>('.voice-button')?.focus();
  };

  return (
    <section
      className="voice-panel"
      aria-labelledby="voice-panel-title"
      hidden={!open}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <header className="voice-panel-head">
        <div>
          <h2 id="voice-panel-title" ref={heading} tabIndex={-1}>
            Voice assistant
          </h2>
          <p className="voice-panel-state">{voiceStatus(state)}</p>
        </div>
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </header>
      {capabilities?.chat === 'site_guide' && (
        <p className="voice-notice">No AI model is configured: answers are passages from this site's pages, with links to them.</p>
      )}
      <MessageList messages={state.messages} />
      {state.isConnected ? (
        <>
          <MessageForm />
          <ConversationControls />
        </>
      ) : (
        <button type="button" className="button button-primary" disabled={state.isLoading} onClick={() => void start()}>
          {state.isLoading ? 'Starting...' : 'Start a conversation'}
        </button>
      )}
      <DeleteConversations onBeforeDelete={() => end({ quietly: true })} />
      <div ref={audioSlot} hidden />
    </section>
  );
}
